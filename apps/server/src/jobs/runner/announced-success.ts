import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobEvents } from '../../db/schema.ts';

/**
 * Whether a run of this job (one with a topic: only those store events) has already announced its success: its
 * claim ended after that and before pg-boss recorded the end (its process died, or its heartbeat lapsed), so pg-boss
 * hands the job out again. Its work and quota are settled (the quota is committed before the success is told); a
 * second run would only tell its topic `retrying` and `success` once more. Jobs without a topic rely on their
 * once-only steps, as before.
 */
export async function announcedSuccess(db: Database, jobId: string): Promise<boolean> {
  const found = await db
    .select({ id: jobEvents.id })
    .from(jobEvents)
    .where(and(eq(jobEvents.jobId, jobId), sql`${jobEvents.payload}->>'kind' = 'success'`))
    .limit(1);
  return found.length > 0;
}
