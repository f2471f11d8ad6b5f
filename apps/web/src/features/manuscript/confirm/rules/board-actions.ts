import type { HighlightRange, StepDefinition, StepValue } from '@galley/contracts';
import { checkRemoval, checkSelection, type HighlightVerdict } from '@galley/manuscript/board';
import type { HighlightHit } from '../dom/highlight-target.ts';
import { type BoardDocument, boardContext } from './board-context.ts';
import { withDuplicateOwner } from './duplicate-owner.ts';

export type BoardOutcome =
  | { kind: 'changed'; highlights: HighlightRange[]; verdict: HighlightVerdict }
  | { kind: 'ignored' }
  | { kind: 'refused'; verdict: Extract<HighlightVerdict, { message: string }> };

const refuse = (verdict: HighlightVerdict): BoardOutcome =>
  verdict.action === 'reject' || verdict.action === 'undo'
    ? { kind: 'refused', verdict }
    : { kind: 'ignored' };

/** A drag (or a keyboard selection + Enter) on `step`: the package's rules decide; accepted ranges are added. */
export function highlightSelection(
  step: StepValue,
  selection: readonly HighlightRange[],
  document: BoardDocument,
  highlights: readonly HighlightRange[],
  definitions: readonly StepDefinition[],
): BoardOutcome {
  const verdict = checkSelection(step, selection, boardContext(document, highlights), definitions);
  if (verdict.action === 'reject')
    return refuse(
      withDuplicateOwner(
        verdict,
        selection.map((range) => ({ ...range, step })),
        highlights,
      ),
    );
  if (verdict.action !== 'accept') return refuse(verdict);
  return { kind: 'changed', highlights: [...highlights, ...verdict.ranges], verdict };
}

/**
 * A click on a highlight of `step` (the innermost one the click sits in): removed unless another step's highlight
 * is nested in it. Clicks on other steps' highlights only show their info (hover), so they are ignored here.
 */
export function removeHighlight(
  step: StepValue,
  hits: readonly HighlightHit[],
  highlights: readonly HighlightRange[],
): BoardOutcome {
  const hit = hits.find((candidate) => candidate.step === step);
  if (!hit) return { kind: 'ignored' };
  const target = highlights.filter((range) => range.step === step)[hit.index];
  if (!target) return { kind: 'ignored' };
  const verdict = checkRemoval(target, highlights);
  if (verdict.action !== 'accept') return refuse(verdict);
  return { kind: 'changed', highlights: verdict.ranges, verdict };
}
