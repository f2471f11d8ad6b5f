import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobEvents } from '../../db/schema.ts';

/**
 * Whether a run of this job has already announced its success: its process died after that and before pg-boss
 * recorded the end, so pg-boss hands the job out again. Its work and quota are settled; a second run would only
 * tell its topic `retrying` and `success` once more.
 */
export async function announcedSuccess(db: Database, jobId: string): Promise<boolean> {
  const found = await db
    .select({ id: jobEvents.id })
    .from(jobEvents)
    .where(and(eq(jobEvents.jobId, jobId), sql`${jobEvents.payload}->>'kind' = 'success'`))
    .limit(1);
  return found.length > 0;
}
