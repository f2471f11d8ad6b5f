import { randomUUID } from 'node:crypto';
import type { UpdatePubmedDataResponse } from '@galley/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ReferenceOrderRow, referenceItems, referenceOrders } from '../../db/schema.ts';
import { validateReferencesJob } from '../../jobs/definitions/references/validate-references.job.ts';
import type { JobQueue } from '../../jobs/runner/job-queue.ts';
import { requirePlan } from '../../policies/require-plan.ts';
import { releaseReservation } from '../../policies/usage-reservations.ts';
import type { SiteFile } from '../site/load-site-config.ts';
import { isCheckRunning } from './check-running.ts';
import { findOwnedOrder } from './find-owned-order.ts';

export interface StartReferenceValidationDeps {
  db: Database;
  siteFile: SiteFile;
  jobs: JobQueue;
}

export function referenceOrderTopic(orderId: string): string {
  return `reference-order:${orderId}`;
}

/**
 * Starts the PubMed check of an order's unchecked references: the order is taken for one new job with a
 * conditional update (a double click or a second tab gets the job already running), one unit of
 * `references` quota per reference is reserved under the job's id, then the job is queued on the order's
 * topic. A refused reservation or a failed enqueue gives the order back as it was.
 */
export async function startReferenceValidation(
  deps: StartReferenceValidationDeps,
  userId: string,
  orderId: string,
): Promise<UpdatePubmedDataResponse> {
  const { db } = deps;
  const topic = referenceOrderTopic(orderId);
  const order = await findOwnedOrder(db, userId, orderId);
  const answer = (row: ReferenceOrderRow): UpdatePubmedDataResponse => ({
    reference_order: row.id,
    job_id: row.jobId,
    topic,
    status: row.status,
  });
  if (isCheckRunning(order)) return answer(order);
  const [pending] = await db
    .select({ n: count() })
    .from(referenceItems)
    .where(and(eq(referenceItems.orderId, orderId), isNull(referenceItems.validatedAt)));
  const amount = pending?.n ?? 0;
  if (amount === 0) return answer(order);

  const jobId = randomUUID();
  const taken = await db
    .update(referenceOrders)
    .set({ jobId, status: 'checking', step: Math.max(order.step, 2), updatedAt: new Date() })
    .where(
      and(
        eq(referenceOrders.id, orderId),
        order.jobId === null ? isNull(referenceOrders.jobId) : eq(referenceOrders.jobId, order.jobId),
      ),
    )
    .returning();
  if (taken.length === 0) {
    // Another request started a job between our read and our update: that one is in charge.
    return answer(await findOwnedOrder(db, userId, orderId));
  }
  const giveBack = () =>
    db
      .update(referenceOrders)
      .set({ jobId: order.jobId, status: order.status, step: order.step })
      .where(and(eq(referenceOrders.id, orderId), eq(referenceOrders.jobId, jobId)));
  try {
    await requirePlan(deps, userId, 'references', amount, { key: jobId });
  } catch (error) {
    await giveBack();
    throw error;
  }
  try {
    await deps.jobs.enqueue(
      validateReferencesJob,
      { referenceOrderId: orderId },
      { id: jobId, userId, topic },
    );
  } catch (error) {
    await releaseReservation(db, jobId);
    await giveBack();
    throw error;
  }
  return { reference_order: orderId, job_id: jobId, topic, status: 'checking' };
}
