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
  const problems = readRecords(t('problem.items', { returnObjects: true }), CARD_FIELDS);
  const approach = readRecords(t('approach.items', { returnObjects: true }), CARD_FIELDS);
  const principles = readRecords(t('principles.items', { returnObjects: true }), CARD_FIELDS);
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

        <Stack component="section" aria-labelledby="about-problem-title" gap="lg">
          <Title id="about-problem-title" order={2}>
            {t('problem.title')}
          </Title>
          <TextCardGrid items={problems} columns={2} />
        </Stack>

        <Stack component="section" aria-labelledby="about-approach-title" gap="lg">
          <Title id="about-approach-title" order={2}>
            {t('approach.title')}
          </Title>
          <TextCardGrid items={approach} columns={3} />
        </Stack>

        <Stack component="section" aria-labelledby="about-principles-title" gap="lg">
          <Title id="about-principles-title" order={2}>
            {t('principles.title')}
          </Title>
          <TextCardGrid items={principles} columns={3} />
        </Stack>

        <AboutContact />
      </Stack>
    </Container>
  );
}
