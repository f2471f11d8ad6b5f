import { useTranslation } from 'react-i18next';
import { StepList } from '../../../components/step-list.tsx';
import { CONVERSION_STEPS, type ConversionStepKey } from './conversion-steps.ts';

/**
 * The conversion's stages (upload → analysis → confirm → convert → status), drawn like the Reference
 * Converter's stepper; tighter spacing on phones so five labels fit at 375 px.
 */
export function ConversionStepper({ active }: { active: ConversionStepKey }) {
  const { t } = useTranslation('manuscript');
  return (
    <StepList
      steps={CONVERSION_STEPS.map((key) => t(`steps.${key}`))}
      activeIndex={CONVERSION_STEPS.indexOf(active)}
      label={t('steps.label')}
      describePosition={(number, total) => t('steps.position', { number, total })}
      spacing={{ base: 2, sm: 'md' }}
      testId="conversion-stepper"
    />
  );
}
