import type { HighlightRange } from '@galley/contracts';
import type { HighlightVerdict } from '@galley/manuscript/board';

type Refusal = Extract<HighlightVerdict, { message: string }>;

/**
 * "This step does not allow duplicate dragging." names no step; the board adds the step that already holds the
 * dragged text (the first highlight of another step the selection overlaps), so the author knows where it went.
 */
export function withDuplicateOwner(
  verdict: Refusal,
  selection: readonly HighlightRange[],
  highlights: readonly HighlightRange[],
): Refusal {
  if (verdict.message !== 'noDuplicateDragging' || verdict.params?.step) return verdict;
  const owner = highlights.find((existing) =>
    selection.some(
      (range) =>
        existing.step !== range.step &&
        existing.block === range.block &&
        existing.start < range.end &&
        range.start < existing.end,
    ),
  );
  return owner ? { ...verdict, params: { ...verdict.params, step: owner.step } } : verdict;
}
