import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { usageCounters, usageReservations } from '../../src/db/schema.ts';

/**
 * A user's quota in one domain as stored: the counter (used, reserved) and every reservation, the figures the
 * crash tests check to prove work was charged exactly once.
 */
export async function usageOf(
  db: Database,
  userId: string,
  domain: string,
): Promise<{
  used: number | undefined;
  reserved: number | undefined;
  reservations: (typeof usageReservations.$inferSelect)[];
}> {
  const [counter] = await db
    .select()
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.domain, domain)));
  const reservations = await db
    .select()
    .from(usageReservations)
    .where(and(eq(usageReservations.userId, userId), eq(usageReservations.domain, domain)));
  return { used: counter?.used, reserved: counter?.reserved, reservations };
}
