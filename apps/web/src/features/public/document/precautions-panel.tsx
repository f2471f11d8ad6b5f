import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readRecords } from '../../../lib/i18n/read-records.ts';
import { GuidePanelHeading } from './guide-panel-heading.tsx';

const ITEM_FIELDS = ['title', 'text'] as const;

export function PrecautionsPanel() {
  const { t } = useTranslation('document');
  const items = readRecords(t('precautions.items', { returnObjects: true }), ITEM_FIELDS);
  return (
    <Stack gap="xl">
      <GuidePanelHeading title={t('precautions.title')} intro={t('precautions.intro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {items.map((item) => (
          <Alert key={item.title} variant="light" color="yellow" radius="md" title={item.title}>
            <Text size="sm">{item.text}</Text>
          </Alert>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
