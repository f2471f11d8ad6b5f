import type { Paddle } from '@paddle/paddle-node-sdk';
import { type PaddleSubscription, toPaddleSubscription } from './paddle-subscription.ts';

/** Cancels at the end of the period (or trial): access is kept until then (spec §4 cancelling). */
export async function cancelAtPeriodEnd(paddle: Paddle, subscriptionId: string): Promise<PaddleSubscription> {
  return toPaddleSubscription(
    await paddle.subscriptions.cancel(subscriptionId, { effectiveFrom: 'next_billing_period' }),
  );
}

/** Withdraws a scheduled cancellation (remove-cancellation): the subscription renews again. */
export async function removeScheduledCancel(
  paddle: Paddle,
  subscriptionId: string,
): Promise<PaddleSubscription> {
  return toPaddleSubscription(await paddle.subscriptions.update(subscriptionId, { scheduledChange: null }));
}
