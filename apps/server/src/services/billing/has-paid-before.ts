import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { billingPayments } from '../../db/schema.ts';

/**
 * Our side of "never paid before" (spec §4: the trial is for first-time users only): a paid payment
 * record. Payment records outlive the subscription row, so deleting and re-creating a subscription
 * does not bring the trial back.
 */
export async function hasPaidBefore(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: billingPayments.transactionId })
    .from(billingPayments)
    .where(
      and(
        eq(billingPayments.userId, userId),
        inArray(billingPayments.paddleStatus, ['paid', 'completed']),
        gt(billingPayments.totalMinor, 0),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
