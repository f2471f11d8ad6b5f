import { CONVERSION_STEPS, type ConversionStepKey } from '../shared/conversion-steps.ts';

/**
 * The guide's procedure, one item per stage of the converter's stepper (upload, analysis, confirm, convert,
 * download), so the guide never counts more steps than the author sees. Each is a namespaced i18n key: the
 * choice of journals and the run are one stage, worded together in `manuscript:guideline.procedure.convert`.
 */
const STEP_TEXT: Record<ConversionStepKey, string> = {
  upload: 'manuscript-dashboard:guideline.procedure.steps.upload',
  analysis: 'manuscript-dashboard:guideline.procedure.steps.analysis',
  confirm: 'manuscript-dashboard:guideline.procedure.steps.confirm',
  convert: 'manuscript:guideline.procedure.convert',
  status: 'manuscript-dashboard:guideline.procedure.steps.download',
};

export const PROCEDURE_STEPS: readonly { key: ConversionStepKey; text: string }[] = CONVERSION_STEPS.map(
  (key) => ({ key, text: STEP_TEXT[key] }),
);
