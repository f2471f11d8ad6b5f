import { Accordion, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readRecords } from '../../../lib/i18n/read-records.ts';
import { HomeSection } from './home-section.tsx';

const FAQ_FIELDS = ['question', 'answer'] as const;

export function HomeFaq() {
  const { t } = useTranslation('home');
  const entries = readRecords(t('faq.items', { returnObjects: true }), FAQ_FIELDS);
  return (
    <HomeSection id="faq" title={t('faq.title')}>
      <Container size="md" px={0} w="100%">
        <Accordion variant="separated" radius="md">
          {entries.map((entry, index) => (
            <Accordion.Item key={entry.question} value={`faq-${index}`}>
              <Accordion.Control>
                <Text fw={600}>{entry.question}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text c="dimmed">{entry.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </HomeSection>
  );
}
