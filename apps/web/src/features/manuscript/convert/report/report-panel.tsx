import type { ComplianceReport } from '@galley/contracts';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportDetailText } from './report-detail-text.ts';
import { reportModel } from './report-model.ts';
import { ReportTable } from './report-table.tsx';

/** The compliance report in words: counts against limits, required parts missing, problems, changes made. */
export function ReportPanel({ report }: { report: ComplianceReport }) {
  const { t } = useTranslation('manuscript-convert');
  const model = reportModel(report);
  return (
    <Stack gap="md" data-testid="report-panel">
      <Alert
        variant="light"
        color={model.issueCount === 0 ? 'green' : 'orange'}
        role="status"
        data-testid="report-summary"
      >
        {model.issueCount === 0 ? t('report.fits') : t('report.issues', { count: model.issueCount })}
      </Alert>
      <ReportTable caption={t('report.wordsTitle')} rows={model.words} />
      <ReportTable caption={t('report.itemsTitle')} rows={model.items} />
      <section>
        <Title order={3} fz="md" mb={6}>
          {t('report.missingTitle')}
        </Title>
        {model.missing.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('report.missingNone')}
          </Text>
        ) : (
          <List fz="sm" spacing={4} data-testid="report-missing">
            {model.missing.map((item) => (
              <List.Item key={item.step}>{item.heading ?? item.step}</List.Item>
            ))}
          </List>
        )}
      </section>
      {model.problems.length > 0 && (
        <section>
          <Title order={3} fz="md" mb={6}>
            {t('report.problemsTitle')}
          </Title>
          <List fz="sm" spacing={4}>
            {model.problems.map((problem) => (
              <List.Item key={`${problem.code}:${problem.detail}`} style={{ overflowWrap: 'anywhere' }}>
                {reportDetailText(problem.detail, problem.message, t)}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {model.changes.length > 0 && (
        <section>
          <Title order={3} fz="md" mb={6}>
            {t('report.changesTitle')}
          </Title>
          <List fz="sm" spacing={4}>
            {model.changes.map((change) => (
              <List.Item key={`${change.kind}:${change.detail}`} style={{ overflowWrap: 'anywhere' }}>
                {t(`report.changeKinds.${change.kind}`)}: {reportDetailText(change.detail, change.message, t)}
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
