import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readRecords } from '../../../lib/i18n/read-records.ts';
import { readStrings } from '../../../lib/i18n/read-strings.ts';
import { GuidePanelHeading } from './guide-panel-heading.tsx';
import { GuideSteps } from './guide-steps.tsx';
import { GuideTable } from './guide-table.tsx';
import { readGuideSteps } from './read-guide-steps.ts';
import { StatusBadge } from './status-badge.tsx';

const ROW_FIELDS = ['label', 'value'] as const;
const STATUS_FIELDS = ['id', 'label', 'value'] as const;

export function ReferenceConverterPanel() {
  const { t } = useTranslation('document');
  const steps = readGuideSteps(t('references.steps', { returnObjects: true }));
  const statuses = readRecords(t('references.statuses', { returnObjects: true }), STATUS_FIELDS);
  const limits = readRecords(t('references.limits', { returnObjects: true }), ROW_FIELDS);
  const editorPoints = readStrings(t('references.editor.points', { returnObjects: true }));
  return (
    <Stack gap="xl">
      <GuidePanelHeading title={t('references.title')} intro={t('references.intro')} />
      <GuideSteps steps={steps} />
      <Stack gap="xs">
        <GuideTable
          title={t('references.statusesTitle')}
          headers={[t('table.status'), t('table.meaning')]}
          rows={statuses.map((row) => ({
            key: row.id,
            label: <StatusBadge id={row.id} label={row.label} />,
            value: row.value,
          }))}
        />
        <Text size="sm" c="dimmed">
          {t('references.statusesIntro')}
        </Text>
      </Stack>
      <GuideTable
        title={t('references.limitsTitle')}
        headers={[t('table.item'), t('table.limit')]}
        rows={limits.map((row) => ({ key: row.label, label: row.label, value: row.value }))}
      />
      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h4">
          {t('references.editor.title')}
        </Title>
        <Text mt="xs">{t('references.editor.text')}</Text>
        <List mt="sm" spacing={6} withPadding>
          {editorPoints.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
