import type { HighlightRange } from '@galley/contracts';
import { titleText } from '@galley/manuscript/board';
import type { BoardDocument } from './board-context.ts';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The stored title step text when it is not the highlighted title (a title the author took from the recommender):
 * the converted documents will carry it, so the title step says so. Null when it is empty or the same text, the
 * converter's rule (packages/manuscript withTitleText) seen from the board.
 */
export function recommendedTitle(
  stored: string | undefined,
  highlights: readonly HighlightRange[],
  document: BoardDocument,
): string | null {
  const wanted = normalise(stored ?? '');
  if (!wanted) return null;
  const highlighted = titleText(
    highlights,
    (block) => document.texts.get(block),
    (block) => document.roles.get(block)?.tableTitle ?? false,
  );
  return normalise(highlighted) === wanted ? null : wanted;
}
