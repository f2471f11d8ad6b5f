import type { ScheduledDowngrade, SubscriptionResponse } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import { subscriptions, type UserRow } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { invalidChange, planChangeTarget } from './plan-change-target.ts';
import { readBillingSubscription } from './read-billing-subscription.ts';

/**
 * Downgrade (spec §4): scheduled for the end of the period, shown as scheduled and cancellable until
 * then. Paddle has no scheduled price change, so it is kept here and made at Paddle when due
 * (apply-due-downgrades), billing nothing then; the renewal bills the lower price.
 */
export async function scheduleDowngrade(
  deps: BillingDeps,
  user: UserRow,
  priceId: string,
): Promise<SubscriptionResponse> {
  const { row, target } = await planChangeTarget(deps, user.id, priceId, 'downgrade');
  if (!row.periodEnd) throw invalidChange('downgrade', { reason: 'no_period' });
  const change: ScheduledDowngrade = {
    plan: target.plan,
    billing_cycle: target.cycle,
    price_id: target.priceId,
    effective_at: row.periodEnd.toISOString(),
  };
  await deps.db
    .update(subscriptions)
    .set({ scheduledChange: change, updatedAt: deps.now ?? new Date() })
    .where(eq(subscriptions.userId, user.id));
  return readBillingSubscription(deps, user);
}
