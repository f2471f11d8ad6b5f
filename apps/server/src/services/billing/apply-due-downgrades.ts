import { and, isNotNull } from 'drizzle-orm';
import { paddleClient } from '../../billing/paddle-client.ts';
import { changePlan } from '../../billing/paddle-plan-change.ts';
import { subscriptions } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { scheduledDowngradeOf } from './present-subscription.ts';
import { storePaddleSubscription } from './store-paddle-subscription.ts';

/** Made this long before the period ends, so Paddle's renewal already bills the lower price. */
const LEAD_MS = 60 * 60 * 1000;

/**
 * Makes scheduled downgrades that fell due at Paddle (billing nothing now) and stores the result,
 * which clears the schedule. A failure leaves the schedule for the next run. Returns how many were made.
 */
export async function applyDueDowngrades(deps: BillingDeps, log: { warn(obj: object, msg: string): void }) {
  const now = deps.now ?? new Date();
  const rows = await deps.db
    .select()
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.scheduledChange), isNotNull(subscriptions.paddleSubscriptionId)));
  let made = 0;
  for (const row of rows) {
    const change = scheduledDowngradeOf(row);
    if (!change || !row.paddleSubscriptionId || row.status !== 'active') continue;
    if (new Date(change.effective_at).getTime() - LEAD_MS > now.getTime()) continue;
    try {
      const changed = await changePlan(
        paddleClient(deps.billing),
        row.paddleSubscriptionId,
        change.price_id,
        'periodEnd',
      );
      await storePaddleSubscription(deps.db, deps.siteFile, row.userId, changed, now);
      made += 1;
    } catch (error) {
      log.warn({ err: error, userId: row.userId }, 'scheduled downgrade not made yet');
    }
  }
  return made;
}
