import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readRecords } from '../../../lib/i18n/read-records.ts';
import { GuidePanelHeading } from './guide-panel-heading.tsx';
import { GuideSteps } from './guide-steps.tsx';
import { GuideTable } from './guide-table.tsx';
import { readGuideSteps } from './read-guide-steps.ts';

const ROW_FIELDS = ['label', 'value'] as const;

export function ManuscriptProcedurePanel() {
  const { t } = useTranslation('document');
  const steps = readGuideSteps(t('procedure.steps', { returnObjects: true }));
  const limits = readRecords(t('procedure.limits', { returnObjects: true }), ROW_FIELDS);
  return (
    <Stack gap="xl">
      <GuidePanelHeading title={t('procedure.title')} intro={t('procedure.intro')} />
      <GuideSteps steps={steps} />
      <GuideTable
        title={t('procedure.limitsTitle')}
        headers={[t('table.item'), t('table.limit')]}
        rows={limits.map((row) => ({ key: row.label, label: row.label, value: row.value }))}
      />
    </Stack>
  );
}
