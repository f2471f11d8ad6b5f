import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';

/** Subscription and payment history arrive with the billing issue; until then the tab says so. */
export function BillingPlaceholder({ section }: { section: 'subscription' | 'payments' }) {
  const { t } = useTranslation('profile');
  const lp = useLocalePath();
  return (
    <Paper withBorder radius="lg" p="xl" data-testid={`billing-placeholder-${section}`}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          {t(section === 'subscription' ? 'billing.subscriptionTitle' : 'billing.paymentsTitle')}
        </Title>
        <Text c="dimmed">{t('billing.comingSoon')}</Text>
        <Button component={Link} to={lp('/pricing')} variant="light">
          {t('billing.seePlans')}
        </Button>
      </Stack>
    </Paper>
  );
}
