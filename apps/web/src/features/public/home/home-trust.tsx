import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section.tsx';
import { readRecords } from './read-records.ts';

const TRUST_FIELDS = ['title', 'text'] as const;

export function HomeTrust() {
  const { t } = useTranslation('home');
  const items = readRecords(t('trust.items', { returnObjects: true }), TRUST_FIELDS);
  return (
    <HomeSection id="trust" title={t('trust.title')} subtitle={t('trust.subtitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {items.map((item) => (
          <Paper key={item.title} withBorder radius="md" p="lg">
            <Title order={3} size="h4">
              {item.title}
            </Title>
            <Text c="dimmed" mt="xs">
              {item.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
