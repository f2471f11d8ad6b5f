import { BodyStep, MANUSCRIPT_STEPS, type StepValue } from '@galley/contracts';

/**
 * Steps a journal template's sections may hold, in the vocabulary's order (manuscript-steps.md): the main
 * text, the declarations and the back matter.
 */
export const BODY_STEPS: readonly BodyStep[] = BodyStep.options;

/**
 * Table titles and notes are tagged automatically and travel with their table: they can be neither selected
 * nor dragged into a section (manuscript-steps.md), so the editor shows them but never lets them move.
 */
export const TABLE_STEPS: readonly StepValue[] = MANUSCRIPT_STEPS.filter((step) => step.set === 'table').map(
  (step) => step.value,
);

export function isBodyStep(step: string): step is BodyStep {
  return (BODY_STEPS as readonly string[]).includes(step);
}

/** Only body steps move; table steps (and anything unknown) stay where they are. */
export function isDraggableStep(step: string): boolean {
  return isBodyStep(step);
}
