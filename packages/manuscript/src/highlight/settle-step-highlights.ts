import type { HighlightRange, StepValue } from '@galley/contracts';

/**
 * What the board stores when a step is confirmed: empty containers (collapsed or only-space ranges) are cleared
 * (spec §4). When the step has nothing stored but the tagger found text for it, that text is offered as an
 * auto-highlight (shown with a confirm popover); stored highlights always win over the tagger's.
 */
export function settleStepHighlights(
  step: StepValue,
  stored: readonly HighlightRange[],
  tagged: readonly HighlightRange[],
  textOf: (block: string) => string | undefined,
): { highlights: HighlightRange[]; autoHighlighted: boolean } {
  const keep = (range: HighlightRange) =>
    range.step === step &&
    range.start < range.end &&
    (textOf(range.block) ?? '').slice(range.start, range.end).trim() !== '';
  const mine = stored.filter(keep);
  if (mine.length) return { highlights: mine, autoHighlighted: false };
  const auto = tagged.filter(keep);
  return { highlights: auto, autoHighlighted: auto.length > 0 };
}
