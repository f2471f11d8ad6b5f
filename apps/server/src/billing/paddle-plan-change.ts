import type { Paddle } from '@paddle/paddle-node-sdk';
import { type PaddleSubscription, toPaddleSubscription } from './paddle-subscription.ts';

/** Upgrades bill the difference now (prorated); a downgrade at period end bills nothing now. */
const MODE = { now: 'prorated_immediately', periodEnd: 'do_not_bill' } as const;

/** Moves the subscription to `priceId`: `now` charges the prorated difference at once. */
export async function changePlan(
  paddle: Paddle,
  subscriptionId: string,
  priceId: string,
  when: keyof typeof MODE,
): Promise<PaddleSubscription> {
  const updated = await paddle.subscriptions.update(subscriptionId, {
    items: [{ priceId, quantity: 1 }],
    prorationBillingMode: MODE[when],
  });
  return toPaddleSubscription(updated);
}
