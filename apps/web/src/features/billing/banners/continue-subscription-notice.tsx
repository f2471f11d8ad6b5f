import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '../shared/use-subscription.ts';
import { ContinueSubscriptionBanner } from './continue-subscription-banner.tsx';

/** The banner in the page frame, once the subscription says consent is needed and the texts are in. */
export function ContinueSubscriptionNotice() {
  const { ready } = useTranslation('billing');
  const subscription = useSubscription();
  if (!ready || !subscription.data?.continue_subscription_required) return null;
  return (
    <Container size="lg" pt="md">
      <ContinueSubscriptionBanner subscription={subscription.data} />
    </Container>
  );
}
