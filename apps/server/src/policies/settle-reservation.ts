import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { usageCounters, usageReservations } from '../db/schema.ts';

/**
 * Moves a reservation out of `reserved` exactly once: the state change is a conditional UPDATE
 * (`… where state = 'reserved'`), so of two racing callers only one gets the row back and adjusts the
 * counter, in the same transaction. An unknown key, or one already settled, changes nothing (false).
 */
export async function settleReservation(
  db: Database,
  key: string,
  outcome: 'committed' | 'released',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const settled = await tx
      .update(usageReservations)
      .set({ state: outcome, settledAt: new Date() })
      .where(and(eq(usageReservations.key, key), eq(usageReservations.state, 'reserved')))
      .returning();
    const reservation = settled[0];
    if (!reservation) return false;
    const amount = reservation.amount;
    await tx
      .update(usageCounters)
      .set({
        reserved: sql`${usageCounters.reserved} - ${amount}`,
        ...(outcome === 'committed' ? { used: sql`${usageCounters.used} + ${amount}` } : {}),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(usageCounters.userId, reservation.userId),
          eq(usageCounters.periodStart, reservation.periodStart),
          eq(usageCounters.domain, reservation.domain),
        ),
      );
    return true;
  });
}
