import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobEvents, jobSteps } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/** Progress events and once-only step results are only needed while a job and its page are live. */
export async function purgeOldJobRows(db: Database, now: Date, keepDays = 30): Promise<void> {
  const before = new Date(now.getTime() - keepDays * DAY_MS);
  await db.delete(jobEvents).where(lt(jobEvents.createdAt, before));
  await db.delete(jobSteps).where(lt(jobSteps.createdAt, before));
}
