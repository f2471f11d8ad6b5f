import type { SubscriptionResponse } from '@galley/contracts';
import type { PaddleSubscription } from '../../billing/paddle-subscription.ts';
import type { UserRow } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { readBillingSubscription } from './read-billing-subscription.ts';
import { storePaddleSubscription } from './store-paddle-subscription.ts';

/**
 * After a change made at Paddle: store what Paddle answered (the webhook that follows changes nothing
 * more) and answer with the subscription, so the page shows the change at once.
 */
export async function respondWithSubscription(
  deps: BillingDeps,
  user: UserRow,
  changed: PaddleSubscription,
): Promise<SubscriptionResponse> {
  await storePaddleSubscription(deps.db, deps.siteFile, user.id, changed, deps.now ?? new Date());
  return readBillingSubscription(deps, user);
}
