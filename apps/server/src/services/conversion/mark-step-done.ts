import type { StepData, StepValue } from '@galley/contracts';

/** The step data with `step` done and the current step moved to `next` (kept on `step` when none is left). */
export function markStepDone(stepData: StepData, step: StepValue, next: StepValue | null): StepData {
  return {
    ...stepData,
    current_step: next ?? step,
    step_set_list: stepData.step_set_list.map((set) => ({
      ...set,
      step_array: set.step_array.map((item) => (item.step_value === step ? { ...item, done: true } : item)),
    })),
  };
}
