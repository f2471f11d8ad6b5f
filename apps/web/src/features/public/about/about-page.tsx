import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextCardGrid } from '../../../components/text-card-grid.tsx';
import { readRecords } from '../../../lib/i18n/read-records.ts';
import { readStrings } from '../../../lib/i18n/read-strings.ts';
import { AboutContact } from './about-contact.tsx';

const CARD_FIELDS = ['title', 'text'] as const;

export function AboutPage() {
  const { t } = useTranslation('about');
  const mission = readStrings(t('mission.paragraphs', { returnObjects: true }));
  const cardSections = [
    {
      id: 'problem',
      title: t('problem.title'),
      items: readRecords(t('problem.items', { returnObjects: true }), CARD_FIELDS),
      columns: 2,
    },
    {
      id: 'approach',
      title: t('approach.title'),
      items: readRecords(t('approach.items', { returnObjects: true }), CARD_FIELDS),
      columns: 3,
    },
    {
      id: 'principles',
      title: t('principles.title'),
      items: readRecords(t('principles.items', { returnObjects: true }), CARD_FIELDS),
      columns: 3,
    },
  ];
  return (
    <Container size="lg" py={{ base: 40, md: 72 }}>
      <Stack gap={56}>
        <Stack gap="md" maw={760}>
          <Title order={1}>{t('title')}</Title>
          <Text size="xl" c="dimmed">
            {t('lead')}
          </Text>
        </Stack>

        <Stack component="section" aria-labelledby="about-mission-title" gap="md" maw={760}>
          <Title id="about-mission-title" order={2}>
            {t('mission.title')}
          </Title>
          {mission.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>

        {cardSections.map((section) => (
          <Stack key={section.id} component="section" aria-labelledby={`about-${section.id}-title`} gap="lg">
            <Title id={`about-${section.id}-title`} order={2}>
              {section.title}
            </Title>
            <TextCardGrid items={section.items} columns={section.columns} />
          </Stack>
        ))}

        <AboutContact />
      </Stack>
    </Container>
  );
}
