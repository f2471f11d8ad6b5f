import { useTranslation } from 'react-i18next';
import { StepList } from '../../../components/step-list.tsx';
import { REFERENCE_STEPS } from './reference-steps.ts';

/** The converter's four steps (spec §2): enter → PMID check → style → copy/download. */
export function ReferenceStepper({ active }: { active: 1 | 2 | 3 | 4 }) {
  const { t } = useTranslation('references');
  return (
    <StepList
      steps={REFERENCE_STEPS.map((key) => t(`steps.${key}`))}
      activeIndex={active - 1}
      label={t('steps.label')}
      describePosition={(number, total) => t('steps.position', { number, total })}
      spacing={{ base: 4, sm: 'md' }}
      testId="reference-stepper"
    />
  );
}
