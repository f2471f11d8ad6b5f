import { Accordion, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Billing questions, answered from the terms (spec §9) so the page and the terms never disagree. */
export function PricingFaq({ trialDays }: { trialDays: number }) {
  const { t } = useTranslation('pricing');
  const first = trialDays > 0 ? 'trial' : 'noTrial';
  const items = [
    {
      id: first,
      question: t(first === 'trial' ? 'faq.trial.question' : 'faq.noTrial.question'),
      answer: t(first === 'trial' ? 'faq.trial.answer' : 'faq.noTrial.answer', { days: trialDays }),
    },
    { id: 'limits', question: t('faq.limits.question'), answer: t('faq.limits.answer') },
    { id: 'cycle', question: t('faq.cycle.question'), answer: t('faq.cycle.answer') },
    { id: 'refund', question: t('faq.refund.question'), answer: t('faq.refund.answer') },
  ];
  return (
    <Container size="md" px={0}>
      <Title order={2} ta="center" fz={28} mb="xl">
        {t('faq.title')}
      </Title>
      <Accordion variant="separated" radius="md">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
