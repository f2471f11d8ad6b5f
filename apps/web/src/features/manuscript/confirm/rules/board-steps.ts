import type { StepData, StepDefinition, StepValue } from '@galley/contracts';
import { boardSteps } from '@galley/manuscript/board';

export interface BoardSteps {
  /** The steps the board visits, in the template's order (spec §4), upload and table steps left out. */
  order: StepValue[];
  /** The rules' step definitions with this conversion's required/multiple/duplicate flags. */
  definitions: StepDefinition[];
  done: ReadonlySet<StepValue>;
}

/** The board's steps from the conversion's step data (not from the default vocabulary). */
export function stepsFromStepData(stepData: StepData): BoardSteps {
  const all = stepData.step_set_list.flatMap((set) =>
    set.step_array.map((step) => ({ ...step, set: set.step_set_value })),
  );
  const definitions: StepDefinition[] = all.map((step) => ({
    value: step.step_value,
    set: step.step_value === 'upload' ? 'none' : step.step_value.startsWith('table.') ? 'table' : step.set,
    required: step.required,
    multiple: step.multiple,
    ...(step.duplicate_from ? { duplicateFrom: step.duplicate_from } : {}),
  }));
  return {
    order: boardSteps(all.map((step) => step.step_value)),
    definitions,
    done: new Set(all.filter((step) => step.done).map((step) => step.step_value)),
  };
}

/**
 * Spec §4 "the user may go back but not skip ahead": a step is open when every step before it is done;
 * otherwise the board goes to the first step not done.
 */
export function reachableStep(steps: BoardSteps, wanted: string | undefined): StepValue | undefined {
  const firstOpen = steps.order.find((step) => !steps.done.has(step));
  const at = steps.order.indexOf(wanted as StepValue);
  if (at < 0) return firstOpen ?? steps.order.at(-1);
  const blocked = steps.order.slice(0, at).some((step) => !steps.done.has(step));
  return blocked ? firstOpen : steps.order[at];
}
