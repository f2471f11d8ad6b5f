import { Alert, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { ContinueSubscriptionBanner } from '../banners/continue-subscription-banner.tsx';
import { usePlanTypeSync } from '../shared/use-plan-type-sync.ts';
import { useSubscription } from '../shared/use-subscription.ts';
import { CancellationButtons } from './cancellation-buttons.tsx';
import { ManagementLinks } from './management-links.tsx';
import { PaymentMethodCard } from './payment-method-card.tsx';
import { ScheduledDowngradeNote } from './scheduled-downgrade-note.tsx';
import { SubscriptionFacts } from './subscription-facts.tsx';
import { subscriptionView } from './subscription-view.ts';

/** Subscription management (profile tab and the payment page): plan, state, card and what can be done. */
export function SubscriptionPanel() {
  const { t } = useTranslation('billing');
  const lp = useLocalePath();
  const subscription = useSubscription();
  usePlanTypeSync(subscription.data);

  if (subscription.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        title={t('errors.loadSubscription')}
        data-testid="subscription-error"
      >
        <Button
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void subscription.refetch()}
        >
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (!subscription.data) return <Skeleton h={280} radius="lg" />;
  const data = subscription.data;
  const view = subscriptionView(data);

  return (
    <Stack gap="lg" data-testid="subscription-panel" data-status={view.status}>
      {data.continue_subscription_required && <ContinueSubscriptionBanner subscription={data} />}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('subscription.title')}
          </Title>
          <SubscriptionFacts subscription={data} status={view.status} />
          {view.cancelScheduled && data.scheduled_downgrade && (
            <ScheduledDowngradeNote downgrade={data.scheduled_downgrade} />
          )}
          <Group gap="sm">
            <Button component={Link} to={lp('/users/plan')} variant={view.choosePlan ? 'filled' : 'light'}>
              {t(view.choosePlan ? 'subscription.choosePlan' : 'subscription.changePlan')}
            </Button>
            <CancellationButtons view={view} subscription={data} />
          </Group>
        </Stack>
      </Paper>
      {view.paymentMethod && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              {t('paymentMethod.title')}
            </Title>
            <PaymentMethodCard />
            <ManagementLinks />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
