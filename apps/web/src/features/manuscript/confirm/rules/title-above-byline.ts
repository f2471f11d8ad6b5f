import type { HighlightRange, StepValue } from '@galley/contracts';

/**
 * A title suggestion typed over several paragraphs ends before the line right above the affiliations: that line is
 * the author byline (its own step, one area), never the title's second line — the tagger may read it as the title
 * going on when the names look like words.
 */
export function titleAboveByline(
  step: StepValue,
  suggested: readonly HighlightRange[],
  autoTags: readonly HighlightRange[],
  blockOrder: readonly string[],
): HighlightRange[] {
  if (step !== 'front.title' || suggested.length < 2) return [...suggested];
  const affiliations = new Set(
    autoTags.filter((range) => range.step === 'front.affiliations').map((range) => range.block),
  );
  const aboveAffiliation = (block: string) => {
    const at = blockOrder.indexOf(block);
    const next = at >= 0 ? blockOrder[at + 1] : undefined;
    return next !== undefined && affiliations.has(next);
  };
  const kept = [...suggested];
  while (kept.length > 1 && aboveAffiliation(kept.at(-1)?.block ?? '')) kept.pop();
  return kept;
}
