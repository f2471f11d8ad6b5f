import { buildTitleIndex } from './build-title-index.ts';
import { splitHeldOut } from './split-held-out.ts';
import type { TitleIndexData } from './title-index-data.ts';
import type { TitledAbstract } from './titled-abstract.ts';

/**
 * The index a server serves from a whole corpus: built from its build set only, the evaluation's 500 held-out
 * abstracts (and papers sharing their titles) split off first, so `npm run eval:titles` stays a held-out figure.
 */
export function buildCorpusTitleIndex(records: readonly TitledAbstract[]): TitleIndexData {
  return buildTitleIndex(splitHeldOut(records).build);
}
