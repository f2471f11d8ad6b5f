import type { PlanId } from '@galley/contracts';
import type { subscriptions } from '../../db/schema.ts';

/** The part of a subscription that decides which plan is in force. */
export type SubscriptionTerms = Pick<
  typeof subscriptions.$inferSelect,
  'plan' | 'status' | 'periodEnd' | 'trialEnd'
>;

/**
 * The plan the user has now (spec §4 Subscription): trialing, active and cancelling (access kept until
 * the period ends) give their plan; cancelled, expired, or a period or trial that has run out give free.
 */
export function planInForce(terms: SubscriptionTerms, now: Date): PlanId {
  if (terms.status === 'cancelled' || terms.status === 'expired') return 'free';
  if (terms.periodEnd && terms.periodEnd.getTime() <= now.getTime()) return 'free';
  if (terms.status === 'trialing' && terms.trialEnd && terms.trialEnd.getTime() <= now.getTime())
    return 'free';
  return terms.plan;
}
