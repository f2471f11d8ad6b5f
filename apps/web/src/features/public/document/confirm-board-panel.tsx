import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readRecords } from '../../../lib/i18n/read-records.ts';
import { GuidePanelHeading } from './guide-panel-heading.tsx';
import { GuideTable } from './guide-table.tsx';

const SECTION_FIELDS = ['title', 'text'] as const;
const ROW_FIELDS = ['label', 'value'] as const;

export function ConfirmBoardPanel() {
  const { t } = useTranslation('document');
  const sections = readRecords(t('confirm.sections', { returnObjects: true }), SECTION_FIELDS);
  const buttons = readRecords(t('confirm.buttons', { returnObjects: true }), ROW_FIELDS);
  return (
    <Stack gap="xl">
      <GuidePanelHeading title={t('confirm.title')} intro={t('confirm.intro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {sections.map((section) => (
          <Paper key={section.title} withBorder radius="md" p="lg">
            <Title order={3} size="h5">
              {section.title}
            </Title>
            <Text mt="xs">{section.text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <GuideTable
        title={t('confirm.buttonsTitle')}
        headers={[t('table.button'), t('table.when')]}
        rows={buttons.map((row) => ({ key: row.label, label: row.label, value: row.value }))}
      />
    </Stack>
  );
}
