import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversionOutputs } from '../../db/schema.ts';
import { pgbossJobState } from '../references/pgboss-job-state.ts';
import { finishConvertRun } from './finish-convert-run.ts';

/** An output untouched this long while its job is gone is abandoned (a live job moves it sooner). */
export const ABANDONED_OUTPUT_MS = 5 * 60 * 1000;

const ENDED = new Set(['failed', 'cancelled', 'completed']);

/**
 * Journals left queued/converting by a convert job that will never finish them (its process died on the last
 * attempt, or the request died before queueing it): failed, and their run settled (complete if another journal
 * converted, else back to draft), so the author is not left on "converting" for ever. Their reserved units are
 * given back by releaseOrphanedReservations. A job still queued, retrying or running keeps its row; the update
 * is conditional on the same untouched row, so a job that moves at the last moment wins.
 */
export async function failAbandonedOutputs(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_OUTPUT_MS);
  const stuck = await db
    .select()
    .from(conversionOutputs)
    .where(
      and(
        inArray(conversionOutputs.status, ['queued', 'converting']),
        isNotNull(conversionOutputs.jobId),
        lt(conversionOutputs.updatedAt, cutoff),
      ),
    );
  let failed = 0;
  for (const output of stuck) {
    const state = await pgbossJobState(db, output.jobId as string);
    if (state !== undefined && !ENDED.has(state)) continue;
    const updated = await db
      .update(conversionOutputs)
      .set({
        status: 'failed',
        errorCode: 'abandoned',
        errorDetail: 'The conversion stopped unexpectedly. Please try again.',
        updatedAt: now,
      })
      .where(
        and(
          eq(conversionOutputs.id, output.id),
          inArray(conversionOutputs.status, ['queued', 'converting']),
          lt(conversionOutputs.updatedAt, cutoff),
        ),
      )
      .returning({ id: conversionOutputs.id });
    if (updated.length === 0) continue;
    failed += 1;
    await finishConvertRun(db, output.conversionId, output.run, now);
  }
  return failed;
}
