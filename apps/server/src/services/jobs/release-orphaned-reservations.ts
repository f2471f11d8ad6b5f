import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { usageReservations } from '../../db/schema.ts';
import { settleReservation } from '../../policies/settle-reservation.ts';

const NEVER_QUEUED_MS = 60 * 60 * 1000;

/**
 * Quota held for jobs that will never settle it: the job failed or was cancelled without its handler
 * saying so (its process died on the last attempt), or no job ever took the key (the request died
 * between reserving and queueing) and an hour has passed. A job still queued, however long, keeps its
 * units. Each release is the once-only one, so a job settling at the same moment counts once.
 */
export async function releaseOrphanedReservations(db: Database, now = new Date()): Promise<number> {
  const open = await db
    .select({ key: usageReservations.key, id: usageReservations.id, createdAt: usageReservations.createdAt })
    .from(usageReservations)
    .where(
      and(
        eq(usageReservations.state, 'reserved'),
        lt(usageReservations.createdAt, new Date(now.getTime() - 60_000)),
      ),
    );
  let released = 0;
  for (const reservation of open) {
    const key = reservation.key ?? reservation.id;
    const rows = (await db.execute(
      sql`select state from pgboss.job where id::text = ${key} limit 1`,
    )) as unknown as Array<{ state: string }> | { rows: Array<{ state: string }> };
    const state = (Array.isArray(rows) ? rows : rows.rows)[0]?.state;
    const orphaned =
      state === 'failed' ||
      state === 'cancelled' ||
      (state === undefined && reservation.createdAt.getTime() < now.getTime() - NEVER_QUEUED_MS);
    if (orphaned && (await settleReservation(db, key, 'released'))) released += 1;
  }
  return released;
}
