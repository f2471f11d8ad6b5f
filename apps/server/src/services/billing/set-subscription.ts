import type { PlanId } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { planInForce } from './plan-in-force.ts';
import { type Subscription, type SubscriptionRow, toSubscription } from './read-subscription.ts';

export interface SubscriptionChange {
  plan: PlanId;
  status: SubscriptionRow['status'];
  cycle?: SubscriptionRow['cycle'];
  periodStart: Date | null;
  periodEnd: Date | null;
  trialEnd: Date | null;
}

/**
 * Writes the user's subscription (one row per user) and, in the same transaction, `users.plan_type`
 * (the copy the login answer reads), so the two never disagree. Operators (`galley admin set-plan`)
 * and the billing webhooks change plans through here.
 */
export async function setSubscription(
  db: Database,
  userId: string,
  change: SubscriptionChange,
  now = new Date(),
): Promise<Subscription> {
  const values = {
    plan: change.plan,
    status: change.status,
    cycle: change.cycle ?? null,
    periodStart: change.periodStart,
    periodEnd: change.periodEnd,
    trialEnd: change.trialEnd,
    updatedAt: now,
  };
  const row = await db.transaction(async (tx) => {
    const written = await tx
      .insert(subscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values })
      .returning();
    const stored = written[0];
    if (!stored) throw new Error(`subscription of ${userId} was not written`);
    await tx
      .update(users)
      .set({ planType: planInForce(stored, now) })
      .where(eq(users.id, userId));
    return stored;
  });
  return toSubscription(row, now);
}
