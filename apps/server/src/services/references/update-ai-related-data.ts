import {
  PRECAUTION_MESSAGES,
  type UpdateAiRelatedDataRequest,
  type UpdatePubmedDataResponse,
} from '@galley/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { referenceItems, referenceOrders } from '../../db/schema.ts';
import { checkNotRunning, isCheckRunning } from './check-running.ts';
import { findOwnedOrder } from './find-owned-order.ts';
import {
  referenceOrderTopic,
  type StartReferenceValidationDeps,
  startReferenceValidation,
} from './start-reference-validation.ts';

/** The engine's reason for references it could not check because PubMed (or the AI service) was down. */
const UNREACHABLE = PRECAUTION_MESSAGES.pubmed_unreachable;

export interface AiRelatedDataResult {
  answer: UpdatePubmedDataResponse;
  /** A new check was started (202) rather than the order answered as it is (200). */
  started: boolean;
}

/**
 * After an outage: `retry` checks again the references left not_applicable because PubMed or the AI service
 * was unreachable (their quota is reserved again); `continue` ends the order as it is (done), so the checked
 * references can go on to styling. A running check is never ended by `continue`: its job would go on
 * storing verdicts while a new update-pubmed-data, seeing `done`, started a second job for the same
 * references and reserved their quota again.
 */
export async function updateAiRelatedData(
  deps: StartReferenceValidationDeps,
  userId: string,
  input: UpdateAiRelatedDataRequest,
): Promise<AiRelatedDataResult> {
  const order = await findOwnedOrder(deps.db, userId, input.reference_order);
  const topic = referenceOrderTopic(order.id);
  if (input.action === 'continue') {
    const [ended] = await deps.db
      .update(referenceOrders)
      .set({ status: 'done', updatedAt: new Date() })
      .where(and(eq(referenceOrders.id, order.id), checkNotRunning()))
      .returning();
    const row = ended ?? order;
    return {
      answer: { reference_order: row.id, job_id: row.jobId, topic, status: row.status },
      started: false,
    };
  }
  const unreachable = isCheckRunning(order)
    ? []
    : await deps.db
        .select({
          id: referenceItems.id,
          reason: referenceItems.reason,
          precautions: referenceItems.precautions,
        })
        .from(referenceItems)
        .where(
          and(
            eq(referenceItems.orderId, order.id),
            eq(referenceItems.status, 'not_applicable'),
            isNotNull(referenceItems.validatedAt),
          ),
        );
  // Rows stored before `reason` existed say it only in their precautions.
  const ids = unreachable
    .filter(
      (row) => row.reason === UNREACHABLE || row.precautions.some((p) => p.code === 'pubmed_unreachable'),
    )
    .map((row) => row.id);
  const mark = (validatedAt: Date | null) =>
    ids.length === 0
      ? Promise.resolve()
      : deps.db.update(referenceItems).set({ validatedAt }).where(inArray(referenceItems.id, ids));
  await mark(null);
  try {
    const answer = await startReferenceValidation(deps, userId, order.id);
    return { answer, started: answer.job_id !== order.jobId };
  } catch (error) {
    await mark(new Date());
    throw error;
  }
}
