import type { Paddle } from '@paddle/paddle-node-sdk';
import { eq } from 'drizzle-orm';
import { fetchSubscription, type PaddleSubscription } from '../../billing/paddle-subscription.ts';
import { subscriptions } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { planInForce } from './plan-in-force.ts';
import { refundDuplicateCharge } from './refund-duplicate-charge.ts';

/**
 * A second live subscription of a user whose stored one is still in force (two checkouts of different
 * prices paid from two tabs: the same price shares one transaction) is never stored, so it would renew
 * unseen: its first charge is refunded in full and it is cancelled at Paddle at once, both logged.
 * The refund comes first: a job that fails between the two finds the subscription still live when it
 * runs again, and the refund is made once however often it is asked (refundFirstCharge). A first charge
 * taken but not yet completed (Paddle often sends subscription.created before transaction.completed)
 * holds both back: the job fails and retries, and the charge's own transaction.completed event, whose job
 * syncs this subscription, finds it still live and refunds then cancels it. Once cancelled the
 * subscription is never looked at again, so the refund cannot come after the cancel.
 */
export async function cancelDuplicateSubscription(
  deps: BillingDeps,
  paddle: Paddle,
  userId: string,
  newcomer: PaddleSubscription,
): Promise<boolean> {
  if (newcomer.status === 'canceled') return false;
  const [stored] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!stored?.paddleSubscriptionId || stored.paddleSubscriptionId === newcomer.id) return false;
  if (planInForce(stored, deps.now ?? new Date()) === 'free') return false;
  await refundDuplicateCharge(deps, paddle, userId, newcomer.id);
  try {
    await paddle.subscriptions.cancel(newcomer.id, { effectiveFrom: 'immediately' });
  } catch (error) {
    // Another event's job of the same subscription may have cancelled it meanwhile.
    if ((await fetchSubscription(paddle, newcomer.id)).status !== 'canceled') throw error;
    return false;
  }
  deps.log?.warn(
    { userId, kept: stored.paddleSubscriptionId, cancelled: newcomer.id },
    'second live Paddle subscription of a user cancelled at once',
  );
  return true;
}
