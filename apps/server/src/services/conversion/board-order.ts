import { type StepData, StepData as StepDataSchema, type StepValue } from '@galley/contracts';

/** The step data stored on a conversion (JSON, or a JSON string as the spec once sent it), or null if unreadable. */
export function readStepData(stored: unknown): StepData | null {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = StepDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The template's step order as the step data holds it (spec §4: "step order follows the template order"). */
export function boardOrder(stepData: StepData): StepValue[] {
  return stepData.step_set_list.flatMap((set) => set.step_array.map((step) => step.step_value));
}
