import type { TagWarning } from '@galley/contracts';
import { MANUSCRIPT_STEPS } from '@galley/contracts';
import type { StepCollector } from '../step-collector.ts';

// The author must fill every required step before converting: saying which ones the tagger found nothing for
// tells them where to look.
export function missingStepWarnings(collector: StepCollector): TagWarning[] {
  const warnings: TagWarning[] = [];
  for (const step of MANUSCRIPT_STEPS)
    if (step.required && step.value !== 'upload' && !collector.has(step.value))
      warnings.push({
        code: 'required_step_missing',
        message: `No text was found for the required step ${step.value}.`,
        step: step.value,
      });
  return warnings;
}
