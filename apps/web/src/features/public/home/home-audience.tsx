import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section.tsx';
import { readRecords } from './read-records.ts';

const AUDIENCE_FIELDS = ['title', 'text'] as const;

export function HomeAudience() {
  const { t } = useTranslation('home');
  const audiences = readRecords(t('audience.items', { returnObjects: true }), AUDIENCE_FIELDS);
  return (
    <HomeSection id="audience" title={t('audience.title')} tinted>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {audiences.map((audience) => (
          <Card key={audience.title} withBorder radius="md" padding="lg">
            <Title order={3} size="h4">
              {audience.title}
            </Title>
            <Text c="dimmed" mt="xs">
              {audience.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
