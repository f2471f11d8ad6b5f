import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { usageReservations } from '../db/schema.ts';
import { settleReservation } from './settle-reservation.ts';

/**
 * The work was done: its reserved units become used, once. The job runner calls this on success with
 * the job id as key (the key requirePlan was given); again, after a release, or for an unknown key,
 * it changes nothing.
 */
export async function commitReservation(db: Database, key: string): Promise<void> {
  await settleReservation(db, key, 'committed');
}

/**
 * The work failed for good: its reserved units go back to the month's remaining usage, once. The job
 * runner calls this after the last attempt with the job id as key; again, or after a commit, is a no-op.
 */
export async function releaseReservation(db: Database, key: string): Promise<void> {
  await settleReservation(db, key, 'released');
}

/** Longer than any job's timeout × attempts: a reservation still open after this has lost its job. */
export const STALE_RESERVATION_MS = 24 * 60 * 60 * 1000;

/**
 * Gives back reservations whose job never settled them (its process died on the last attempt, or
 * the release itself failed), so a crash never eats a user's quota. Each goes through the same
 * once-only release, so a job settling it at the same moment still counts once. Returns how many
 * were released.
 */
export async function releaseStaleReservations(
  db: Database,
  now = new Date(),
  maxAgeMs = STALE_RESERVATION_MS,
): Promise<number> {
  const stale = await db
    .select({ key: usageReservations.key, id: usageReservations.id })
    .from(usageReservations)
    .where(
      and(
        eq(usageReservations.state, 'reserved'),
        lt(usageReservations.createdAt, new Date(now.getTime() - maxAgeMs)),
      ),
    );
  let released = 0;
  for (const reservation of stale) {
    if (await settleReservation(db, reservation.key ?? reservation.id, 'released')) released += 1;
  }
  return released;
}
