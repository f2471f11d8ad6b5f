import {
  type HighlightRange,
  MANUSCRIPT_STEPS,
  type StepDefinition,
  type StepValue,
} from '@galley/contracts';
import type { HighlightVerdict } from './highlight-verdict.ts';
import type { SelectionContext } from './selection-context.ts';
import { trimSelection } from './trim-selection.ts';

const overlaps = (a: HighlightRange, b: HighlightRange) =>
  a.block === b.block && a.start < b.end && b.start < a.end;
const inside = (inner: HighlightRange, outer: HighlightRange) =>
  inner.block === outer.block && outer.start <= inner.start && inner.end <= outer.end;

/**
 * The rules a new drag passes on the confirm board (spec §5 "Highlight rules", §4 "Confirm board"), in order:
 * trimmed, collapsed ignored, tables refused, the same area twice refused, another step's area refused unless the
 * step may duplicate from it (conclusions over discussion, declarations over methods) and the drag lies wholly in
 * that source text, source text used up, and one area only for steps that are not multiple.
 */
export function checkSelection(
  step: StepValue,
  selection: readonly HighlightRange[],
  context: SelectionContext,
  steps: readonly StepDefinition[] = MANUSCRIPT_STEPS,
): HighlightVerdict {
  const definition = steps.find((candidate) => candidate.value === step);
  if (!definition || definition.set === 'table' || definition.set === 'none')
    return { action: 'reject', message: 'tableNotSelectable' };
  const ranges = trimSelection(
    selection.map((range) => ({ ...range, step })),
    context.textOf,
  );
  if (!ranges.length) return { action: 'ignore' };
  if (ranges.some((range) => context.isTable(range.block)))
    return { action: 'reject', message: 'tableNotSelectable' };

  const touched = context.highlights.filter((existing) => ranges.some((range) => overlaps(range, existing)));
  const source = definition.duplicateFrom;
  const sources = context.highlights.filter((existing) => existing.step === source);
  // Checked before "already dragged": once the source is used up, every duplicate drag overlaps this step's areas.
  if (
    source &&
    touched.some((existing) => existing.step === source) &&
    sourceUsedUp(step, sources, context.highlights)
  )
    return { action: 'undo', message: 'sourceUsedUp', params: { source } };
  if (touched.some((existing) => existing.step === step))
    return { action: 'reject', message: 'alreadyDragged' };
  const others = touched.filter((existing) => existing.step !== source);
  if (others.length) {
    const other = others[0]?.step ?? step;
    const wholly = ranges.every((range) => others.some((existing) => inside(range, existing)));
    return wholly && !source
      ? { action: 'reject', message: 'noDuplicateDragging' }
      : { action: 'reject', message: 'draggedAsOtherStep', params: { step: other, other: step } };
  }
  if (
    source &&
    touched.length &&
    !ranges.every((range) => sources.some((existing) => inside(range, existing)))
  )
    return { action: 'undo', message: 'mixedSelection', params: { source } };
  if (!definition.multiple && context.highlights.some((existing) => existing.step === step))
    return { action: 'reject', message: 'singleOnly' };
  return definition.multiple
    ? { action: 'accept', ranges, message: 'multipleAllowed' }
    : { action: 'accept', ranges };
}

/** Every character of the source step's areas is already highlighted by this duplicate step. */
function sourceUsedUp(
  step: StepValue,
  sources: HighlightRange[],
  highlights: readonly HighlightRange[],
): boolean {
  const mine = highlights.filter((existing) => existing.step === step);
  return sources.every((area) => {
    for (let at = area.start; at < area.end; at++)
      if (!mine.some((range) => range.block === area.block && range.start <= at && at < range.end))
        return false;
    return true;
  });
}
