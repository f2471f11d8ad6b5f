import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SubscriptionPanel } from './subscription-panel.tsx';

/** `/users/payment` (payment management): where refused plan changes send the user (spec §4). */
export function PaymentPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('common:documentTitle', { page: t('payment.documentTitle') }));
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }} data-testid="payment-page">
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {t('payment.title')}
        </Title>
        <Text c="dimmed">{t('payment.subtitle')}</Text>
      </Stack>
      <SubscriptionPanel />
    </Container>
  );
}
