import { MANUSCRIPT_STEPS, type StepValue } from '@galley/contracts';

/** Steps the confirm board visits: the template's order, without upload and the automatic table steps. */
export function boardSteps(
  order: readonly StepValue[] = MANUSCRIPT_STEPS.map((step) => step.value),
): StepValue[] {
  return order.filter((step) => step !== 'upload' && !step.startsWith('table.'));
}

/** The step after `current`, or undefined when none is left (the board goes on to the convert page). */
export function nextStep(current: StepValue, order?: readonly StepValue[]): StepValue | undefined {
  const steps = boardSteps(order);
  const at = steps.indexOf(current);
  return at < 0 ? steps[0] : steps[at + 1];
}

/** The step before `current`, or undefined on the first (upload is skipped: it is never shown again). */
export function previousStep(current: StepValue, order?: readonly StepValue[]): StepValue | undefined {
  const steps = boardSteps(order);
  const at = steps.indexOf(current);
  return at <= 0 ? undefined : steps[at - 1];
}
