import type { PaddleSubscription } from '../../billing/paddle-subscription.ts';
import { planInForce } from './plan-in-force.ts';
import type { SubscriptionRow } from './read-subscription.ts';

/**
 * Whether another Paddle subscription's state may take the place of the user's stored one. Never an
 * older state, nor an old subscription's late cancel; and never while the stored one still gives
 * access: a second subscription tied to the user (say a checkout of ours opened twice) must not overwrite (and orphan) the one the user pays for. The
 * user can only start a checkout once nothing is in force, so a real new subscription always finds
 * the old one ended.
 */
export function mayReplaceSubscription(
  existing: SubscriptionRow | undefined,
  paddle: PaddleSubscription,
  now: Date,
): boolean {
  if (!existing?.paddleSubscriptionId || existing.paddleSubscriptionId === paddle.id) return true;
  if (existing.paddleUpdatedAt && existing.paddleUpdatedAt > paddle.updatedAt) return false;
  if (paddle.status === 'canceled' && existing.status !== 'cancelled' && existing.status !== 'expired')
    return false;
  return planInForce(existing, now) === 'free';
}
