import type { ReferenceOrderItem, UpdateReferenceItemRequest } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceItems } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { presentReferenceItem } from '../../presenters/reference-order-item.ts';
import { findOrderItem } from './find-order-item.ts';
import { findOwnedOrder } from './find-owned-order.ts';
import { takePubmedFields } from './take-pubmed-fields.ts';

/** The diff modal's "apply": PubMed's values for the listed fields go into the reference, recorded in `edited`. */
export async function updateReferenceItem(
  db: Database,
  userId: string,
  input: UpdateReferenceItemRequest,
): Promise<ReferenceOrderItem> {
  const order = await findOwnedOrder(db, userId, input.reference_order);
  const item = await findOrderItem(db, order.id, input.reference_index);
  if (!item.pubmed) {
    throw new AppError('bad_request', 'This reference has no PubMed record to take values from.');
  }
  const taken = takePubmedFields(item.parsed, item.pubmed, input.take, item.precautions, item.evidence);
  const edited = [...new Set([...(item.edited ?? []), ...input.take])];
  const [updated] = await db
    .update(referenceItems)
    .set({ parsed: taken.parsed, precautions: taken.precautions, evidence: taken.evidence, edited })
    .where(eq(referenceItems.id, item.id))
    .returning();
  if (!updated) throw new AppError('not_found', 'No reference with this index in the order.');
  return presentReferenceItem(updated);
}
