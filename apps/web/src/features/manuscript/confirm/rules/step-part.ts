import type { StepData, StepValue } from '@galley/contracts';
import type { TFunction } from 'i18next';
import type { BoardWords } from './step-words.ts';

/**
 * The label shown next to "Step n of m". The spec's two step sets are named after the abstract and the main body,
 * but the Abstract set also holds the title page (front.*) and the Main set the reference list, legends and
 * appendices (back.*): those steps are labelled by their own part so the heading does not name the wrong one.
 */
export type StepPart = 'front' | 'back';

export function stepPart(step: StepValue): StepPart | null {
  if (step.startsWith('front.')) return 'front';
  if (step.startsWith('back.')) return 'back';
  return null;
}

/** The heading's label: the step's part, else its step set's name in the page's words. */
export function stepSetLabel(
  step: StepValue,
  stepData: StepData,
  words: BoardWords,
  t: TFunction,
): string | undefined {
  const part = stepPart(step);
  if (part) return t(`manuscript-confirm:stepPart.${part}`);
  const set = stepData.step_set_list.find((each) => each.step_array.some((s) => s.step_value === step));
  return set ? (words.step_set_names?.[set.step_set_value] ?? set.step_set_name) : undefined;
}
