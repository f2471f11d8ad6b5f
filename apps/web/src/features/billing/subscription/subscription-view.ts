import type { SubscriptionResponse } from '@galley/contracts';

/** The status shown: Paddle's past_due (a failed renewal, access kept while Paddle retries) wins. */
export type ShownStatus = SubscriptionResponse['status'] | 'past_due';

export interface SubscriptionView {
  status: ShownStatus;
  /** Cancel at period end (access kept until then). */
  cancel: boolean;
  /** Withdraw a cancellation while it waits for the period end. */
  removeCancellation: boolean;
  /** Cancel a downgrade waiting for the period end. */
  cancelScheduled: boolean;
  /** Card and portal links exist only with a live subscription (spec §4). */
  paymentMethod: boolean;
  /** No paid subscription (free, cancelled, expired): the way back is the plan page. */
  choosePlan: boolean;
}

/** Which facts and buttons the subscription tab shows for a subscription (spec §4 states). */
export function subscriptionView(subscription: SubscriptionResponse): SubscriptionView {
  const { status } = subscription;
  const paid = subscription.plan !== 'free' && subscription.billing_cycle !== null;
  const live = paid && (status === 'active' || status === 'trialing' || status === 'cancelling');
  return {
    status: live && subscription.paddle_status === 'past_due' ? 'past_due' : status,
    cancel: live && status !== 'cancelling',
    removeCancellation: live && status === 'cancelling',
    cancelScheduled: live && subscription.scheduled_downgrade !== null,
    paymentMethod: live,
    choosePlan: !live,
  };
}
