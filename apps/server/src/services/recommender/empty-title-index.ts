import { loadTitleIndex, type TitleIndex } from '@galley/titles';
import { buildTitleIndex } from '@galley/titles/build';

let empty: TitleIndex | undefined;

/** An index of no papers: the local engine still proposes titles from the abstract alone, without similar titles. */
export function emptyTitleIndex(): TitleIndex {
  empty ??= loadTitleIndex(buildTitleIndex([]));
  return empty;
}
