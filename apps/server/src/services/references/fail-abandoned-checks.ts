import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceOrders } from '../../db/schema.ts';
import { pgbossJobState } from './pgboss-job-state.ts';

/** An order untouched this long while its job is gone is abandoned (a live job moves it sooner). */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;

/** Job states in which the job will never finish the order's check. */
const ENDED = new Set(['failed', 'cancelled', 'completed']);

/**
 * Orders left `checking`/`classifying` by a job that will never finish them: it died on its last attempt
 * (failed or cancelled without its handler marking the order), completed without finishing it, or was
 * never queued (the request died between taking the order and queueing). They become `failed`, so the
 * author can start the check again; a job still queued, retrying or running keeps its order. The update
 * is conditional on the same job and the same untouched row, so a job that moves at the last moment wins.
 */
export async function failAbandonedChecks(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const stuck = await db
    .select({ id: referenceOrders.id, jobId: referenceOrders.jobId })
    .from(referenceOrders)
    .where(
      and(
        inArray(referenceOrders.status, ['checking', 'classifying']),
        isNotNull(referenceOrders.jobId),
        lt(referenceOrders.updatedAt, cutoff),
      ),
    );
  let failed = 0;
  for (const order of stuck) {
    const jobId = order.jobId as string;
    const state = await pgbossJobState(db, jobId);
    if (state !== undefined && !ENDED.has(state)) continue;
    const updated = await db
      .update(referenceOrders)
      .set({ status: 'failed', updatedAt: now })
      .where(
        and(
          eq(referenceOrders.id, order.id),
          eq(referenceOrders.jobId, jobId),
          inArray(referenceOrders.status, ['checking', 'classifying']),
          lt(referenceOrders.updatedAt, cutoff),
        ),
      )
      .returning({ id: referenceOrders.id });
    failed += updated.length;
  }
  return failed;
}
