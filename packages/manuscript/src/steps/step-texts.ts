import type { StepSetValue, StepValue } from '@galley/contracts';

/** Steps the author confirms on the board: every step but upload and the automatic table steps. */
export type BoardStep = Exclude<StepValue, 'upload' | 'table.title' | 'table.annotation'>;

/**
 * The words of the step data in one language. Each language file `satisfies StepTexts`, and `STEP_TEXTS` is a
 * `Record<Locale, StepTexts>`, so a missing language, step or key fails the typecheck. `{step}` is replaced by the
 * current step's name.
 */
export interface StepTexts {
  step_set_names: Record<StepSetValue, string>;
  step_names: Record<BoardStep, string>;
  bottom_bar: { 'explain-required': string; 'pass-button': string; 'confirm-button': string };
  pop_over: { title: string; confirm: string; deny: string };
  pop_over_fail: { title: string; confirm: string };
  explain_bar: Record<BoardStep, string>;
}
