import type { ReferenceOrderItem, UpdateReferenceItemRequest } from '@galley/contracts';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceItems } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { presentReferenceItem } from '../../presenters/reference-order-item.ts';
import { isCheckRunning, orderIdle } from './check-running.ts';
import { findOrderItem } from './find-order-item.ts';
import { findOwnedOrder } from './find-owned-order.ts';
import { takePubmedFields } from './take-pubmed-fields.ts';

const CHECK_RUNNING = 'This reference is being checked; take PubMed values when the check has finished.';

/**
 * The diff modal's "apply": PubMed's values for the listed fields go into the reference, recorded in `edited`.
 * Refused while a running check holds this reference (unchecked when it started): its verdict, made from the
 * parse it started with, would be stored over the one taken here and bring back the precautions just removed.
 */
export async function updateReferenceItem(
  db: Database,
  userId: string,
  input: UpdateReferenceItemRequest,
): Promise<ReferenceOrderItem> {
  const order = await findOwnedOrder(db, userId, input.reference_order);
  const item = await findOrderItem(db, order.id, input.reference_index);
  if (isCheckRunning(order) && item.validatedAt === null) throw new AppError('bad_request', CHECK_RUNNING);
  if (!item.pubmed) {
    throw new AppError('bad_request', 'This reference has no PubMed record to take values from.');
  }
  const taken = takePubmedFields(item.parsed, item.pubmed, input.take, item.precautions, item.evidence);
  const edited = [...new Set([...(item.edited ?? []), ...input.take])];
  const [updated] = await db
    .update(referenceItems)
    .set({ parsed: taken.parsed, precautions: taken.precautions, evidence: taken.evidence, edited })
    .where(
      and(eq(referenceItems.id, item.id), or(isNotNull(referenceItems.validatedAt), orderIdle(db, order.id))),
    )
    .returning();
  if (!updated) throw new AppError('bad_request', CHECK_RUNNING);
  return presentReferenceItem(updated);
}
