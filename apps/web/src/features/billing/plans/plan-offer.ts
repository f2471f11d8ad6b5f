import type { BillingCycle, Plan, SubscriptionResponse } from '@galley/contracts';

/**
 * What the plan page offers for one plan and cycle: the plan the user has, a first subscription (or a new
 * one after cancelling), an upgrade (proration preview first), a downgrade (at period end), the downgrade
 * already scheduled, or nothing (free, sales-only, or below a paid plan: leaving a plan is a cancellation).
 */
export type PlanOffer = 'current' | 'subscribe' | 'upgrade' | 'downgrade' | 'scheduled' | 'none';

/** A subscription whose plan can still be changed or is in force (access kept while cancelling). */
export function hasPaidSubscription(subscription: SubscriptionResponse): boolean {
  return (
    subscription.plan !== 'free' &&
    subscription.billing_cycle !== null &&
    (subscription.status === 'active' ||
      subscription.status === 'trialing' ||
      subscription.status === 'cancelling')
  );
}

/** As the server ranks them: later in the price list is higher; yearly beats monthly on the same plan. */
function rankOf(plans: readonly Plan[], planId: string, cycle: BillingCycle): number {
  return plans.findIndex((plan) => plan.id === planId) * 2 + (cycle === 'yearly' ? 1 : 0);
}

export function planOffer(
  subscription: SubscriptionResponse,
  plans: readonly Plan[],
  plan: Plan,
  cycle: BillingCycle,
): PlanOffer {
  const paid = hasPaidSubscription(subscription);
  if (plan.sale === 'free') return paid ? 'none' : 'current';
  if (plan.sale !== 'self-serve' || plan.prices?.[cycle].paddlePriceId == null) return 'none';
  if (!paid || subscription.billing_cycle === null) return 'subscribe';
  if (subscription.plan === plan.id && subscription.billing_cycle === cycle) return 'current';
  const scheduled = subscription.scheduled_downgrade;
  if (scheduled && scheduled.plan === plan.id && scheduled.billing_cycle === cycle) return 'scheduled';
  const from = rankOf(plans, subscription.plan, subscription.billing_cycle);
  return rankOf(plans, plan.id, cycle) > from ? 'upgrade' : 'downgrade';
}
