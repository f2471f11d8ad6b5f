import type { PlanId } from '@galley/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { planInForce } from './plan-in-force.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A user's subscription as stored, or the implicit one of a user without a row, and the plan in force. */
export interface Subscription {
  userId: string;
  plan: PlanId;
  status: SubscriptionRow['status'];
  cycle: SubscriptionRow['cycle'];
  periodStart: Date | null;
  periodEnd: Date | null;
  trialEnd: Date | null;
  /** False for the implicit free subscription (no row yet). */
  stored: boolean;
  planInForce: PlanId;
}

export function toSubscription(row: SubscriptionRow, now: Date): Subscription {
  return {
    userId: row.userId,
    plan: row.plan,
    status: row.status,
    cycle: row.cycle,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    trialEnd: row.trialEnd,
    stored: true,
    planInForce: planInForce(row, now),
  };
}

/**
 * `users.plan_type` is a copy of the plan in force, for the login answer and the stored user: the
 * subscription is the truth. Every write goes through setSubscription, which updates both; a period
 * that simply runs out is caught here, by the next read (at most one write per change).
 */
export async function syncPlanType(db: Database, userId: string, plan: PlanId): Promise<void> {
  await db
    .update(users)
    .set({ planType: plan })
    .where(and(eq(users.id, userId), ne(users.planType, plan)));
}

/** The user's subscription; a user without a row is free and active (spec §3: plan type default free). */
export async function readSubscription(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<Subscription> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const row = rows[0];
  const subscription: Subscription = row
    ? toSubscription(row, now)
    : {
        userId,
        plan: 'free',
        status: 'active',
        cycle: null,
        periodStart: null,
        periodEnd: null,
        trialEnd: null,
        stored: false,
        planInForce: 'free',
      };
  await syncPlanType(db, userId, subscription.planInForce);
  return subscription;
}
