import type { Database } from '../db/database.ts';
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
