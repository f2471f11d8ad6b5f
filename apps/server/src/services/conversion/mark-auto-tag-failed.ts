import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions } from '../../db/schema.ts';

/** The auto-tag job gave up: the status board offers to try again (only if the row is still this job's). */
export async function markAutoTagFailed(db: Database, conversionId: string, jobId: string): Promise<void> {
  await db
    .update(conversions)
    .set({ autoTagStatus: 'failed', updatedAt: new Date() })
    .where(and(eq(conversions.id, conversionId), eq(conversions.autoTagJobId, jobId)));
}
