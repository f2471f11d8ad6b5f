import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions } from '../../db/schema.ts';

/** The conversion row as long as it is this job's: same job id, same upload. */
export function autoTagRow(conversionId: string, userId: string, jobId: string, sourceFileId: string): SQL {
  return and(
    eq(conversions.id, conversionId),
    eq(conversions.userId, userId),
    eq(conversions.autoTagJobId, jobId),
    eq(conversions.sourceFileId, sourceFileId),
  ) as SQL;
}

/**
 * Takes the row for this run (auto_tag_status queued/running → running), or says the job has nothing to do: a
 * file-delete took the row from it, a new upload replaced its file (then the row is let go so a new call can start
 * a job for that file), or this job already wrote the board (a pg-boss retry after the process died between that
 * write and the job's completion) — rewriting it would throw away the steps the author has confirmed since.
 */
export async function claimAutoTag(
  db: Database,
  ids: { conversionId: string; userId: string; jobId: string; sourceFileId: string },
): Promise<boolean> {
  const [taken] = await db
    .update(conversions)
    .set({ autoTagStatus: 'running', updatedAt: new Date() })
    .where(
      and(
        autoTagRow(ids.conversionId, ids.userId, ids.jobId, ids.sourceFileId),
        inArray(conversions.autoTagStatus, ['queued', 'running']),
      ),
    )
    .returning({ id: conversions.id });
  if (taken) return true;
  await db
    .update(conversions)
    .set({ autoTagStatus: 'none', autoTagJobId: null })
    .where(
      and(
        eq(conversions.id, ids.conversionId),
        eq(conversions.autoTagJobId, ids.jobId),
        ne(conversions.sourceFileId, ids.sourceFileId),
      ),
    );
  return false;
}
