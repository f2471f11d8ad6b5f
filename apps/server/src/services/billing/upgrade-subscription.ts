import type { SubscriptionResponse } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import { paddleClient } from '../../billing/paddle-client.ts';
import { changePlan } from '../../billing/paddle-plan-change.ts';
import { subscriptions, type UserRow } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { planChangeTarget } from './plan-change-target.ts';
import { respondWithSubscription } from './respond-with-subscription.ts';
import { withPaddle } from './with-paddle.ts';

/** Upgrade (spec §4): at once, the prorated difference billed now; a scheduled downgrade is dropped. */
export async function upgradeSubscription(
  deps: BillingDeps,
  user: UserRow,
  priceId: string,
): Promise<SubscriptionResponse> {
  const { row, target } = await planChangeTarget(deps, user.id, priceId, 'upgrade');
  const changed = await withPaddle('Failed to upgrade subscription plan', () =>
    changePlan(paddleClient(deps.billing), row.paddleSubscriptionId, target.priceId, 'now'),
  );
  // An upgrade replaces a downgrade that was waiting for the period's end.
  await deps.db.update(subscriptions).set({ scheduledChange: null }).where(eq(subscriptions.userId, user.id));
  return respondWithSubscription(deps, user, changed);
}
