import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { usageCounters, usageReservations } from '../db/schema.ts';

/**
 * Gives back `units` of a reservation still `reserved` (work it was taken for that will not be done, e.g.
 * references PubMed could not check), so the commit that follows counts only the rest. One conditional
 * UPDATE (`state = 'reserved' and amount >= units`) and the counter's `reserved` move together in one
 * transaction (a savepoint inside the caller's); callers make it once-only by running it inside their once-only step. Returns
 * whether anything was given back (false for 0 units, an unknown or settled key, or too few units left).
 */
export async function shrinkReservation(db: Database, key: string, units: number): Promise<boolean> {
  if (!Number.isInteger(units) || units < 0)
    throw new Error(`shrinkReservation: units must be a whole number ≥ 0, got ${units}`);
  if (units === 0) return false;
  return db.transaction(async (tx) => {
    const shrunk = await tx
      .update(usageReservations)
      .set({ amount: sql`${usageReservations.amount} - ${units}` })
      .where(
        and(
          eq(usageReservations.key, key),
          eq(usageReservations.state, 'reserved'),
          gte(usageReservations.amount, units),
        ),
      )
      .returning();
    const reservation = shrunk[0];
    if (!reservation) return false;
    await tx
      .update(usageCounters)
      .set({ reserved: sql`${usageCounters.reserved} - ${units}`, updatedAt: new Date() })
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
