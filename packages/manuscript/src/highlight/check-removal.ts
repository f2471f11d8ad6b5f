import type { HighlightRange } from '@galley/contracts';
import type { HighlightVerdict } from './highlight-verdict.ts';

/**
 * Spec §4: clicking a highlight removes it, unless another step's highlight is nested in it; then the prevent-delete
 * popover asks to delete that one first ("… deleted first in {lower} of {upper}").
 */
export function checkRemoval(
  target: HighlightRange,
  highlights: readonly HighlightRange[],
): HighlightVerdict {
  const nested = highlights.find(
    (other) =>
      other !== target &&
      other.step !== target.step &&
      other.block === target.block &&
      target.start <= other.start &&
      other.end <= target.end,
  );
  if (nested)
    return {
      action: 'reject',
      message: 'deleteOverlapFirst',
      params: { lower: nested.step, upper: target.step },
    };
  return { action: 'accept', ranges: highlights.filter((range) => range !== target) };
}
