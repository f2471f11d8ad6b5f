import type { StepValue } from '@galley/contracts';
import type { StepTexts } from '@galley/manuscript/board';

/** The board's words: get-conversion-text-data's answer, or the bundled StepTexts (the same shape, narrower). */
export type BoardWords = Pick<StepTexts, 'bottom_bar' | 'pop_over' | 'pop_over_fail'> & {
  step_names: Partial<Record<string, string>>;
  explain_bar: Partial<Record<string, string>>;
  step_set_names?: Partial<Record<string, string>>;
};

export function stepName(words: BoardWords, step: StepValue | string): string {
  return words.step_names[step] ?? step;
}

/** `{step}` in the catalogue's texts (bottom bar, popovers) replaced by the step's name. */
export function withStep(text: string, name: string): string {
  return text.replaceAll('{step}', name);
}
