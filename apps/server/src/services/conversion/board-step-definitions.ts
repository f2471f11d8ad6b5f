import { MANUSCRIPT_STEPS, type StepData, type StepDefinition } from '@galley/contracts';

/** The vocabulary's step definitions with `required`/`multiple` as this conversion's step data says (article type). */
export function boardStepDefinitions(stepData: StepData): StepDefinition[] {
  const stored = new Map(
    stepData.step_set_list.flatMap((set) => set.step_array).map((step) => [step.step_value, step]),
  );
  return MANUSCRIPT_STEPS.map((definition) => {
    const step = stored.get(definition.value);
    return step ? { ...definition, required: step.required, multiple: step.multiple } : definition;
  });
}
