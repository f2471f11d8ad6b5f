import type { PaddleSubscription } from '../../billing/paddle-subscription.ts';
import type { SubscriptionRow } from './read-subscription.ts';

/**
 * Our status (spec §4) from Paddle's. A scheduled cancel makes active or trialing `cancelling` (access
 * kept until the period ends) — except the Korean rule's own no-renewal cancel, which leaves the trial
 * `trialing` (the continue-subscription banner shows). past_due keeps access while Paddle retries.
 * A trial that ran out under the Korean rule, or a paused subscription, is `expired`.
 */
export function subscriptionStatus(
  subscription: Pick<PaddleSubscription, 'status' | 'scheduledCancelAt'>,
  noRenewalSet: boolean,
): SubscriptionRow['status'] {
  switch (subscription.status) {
    case 'trialing':
      return subscription.scheduledCancelAt && !noRenewalSet ? 'cancelling' : 'trialing';
    case 'active':
    case 'past_due':
      return subscription.scheduledCancelAt ? 'cancelling' : 'active';
    case 'paused':
      return 'expired';
    case 'canceled':
      return noRenewalSet ? 'expired' : 'cancelled';
  }
}
