import {
  type ArticleType,
  DEFAULT_LOCALE,
  type Locale,
  MANUSCRIPT_STEPS,
  type StepData,
  type StepSet,
  type StepSetValue,
} from '@galley/contracts';
import { STEP_TEXTS } from './all-step-texts.ts';
import { NOT_REQUIRED_FOR } from './article-requirements.ts';
import type { BoardStep } from './step-texts.ts';

const SETS: readonly StepSetValue[] = ['abstract', 'main'];

/**
 * A new conversion's step data (spec §3): the Abstract and Main step sets in manuscript-steps.md's order, nothing
 * done yet, the current step `upload`. Names are in `locale`; required/multiple/duplicate_from come from the
 * vocabulary, with the article type's exceptions.
 */
export function buildStepData(articleType: ArticleType, locale: Locale = DEFAULT_LOCALE): StepData {
  const texts = STEP_TEXTS[locale];
  const optional = new Set(NOT_REQUIRED_FOR[articleType]);
  const step_set_list: StepSet[] = SETS.map((set) => ({
    step_set_name: texts.step_set_names[set],
    step_set_value: set,
    step_array: MANUSCRIPT_STEPS.filter((step) => step.set === set).map((step) => ({
      step_name: texts.step_names[step.value as BoardStep],
      step_value: step.value,
      done: false,
      required: step.required && !optional.has(step.value),
      multiple: step.multiple,
      ...(step.duplicateFrom ? { duplicate_from: step.duplicateFrom } : {}),
    })),
  }));
  return { conversion_type: articleType, current_step: 'upload', step_set_list };
}
