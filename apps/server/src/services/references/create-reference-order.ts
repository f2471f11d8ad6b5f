import type {
  CreateReferenceOrderRequest,
  CreateReferenceOrderResponse,
  CslItem,
  ReferenceWarning,
} from '@galley/contracts';
import { REFERENCE_MESSAGES, readReferences } from '@galley/references';
import type { Database } from '../../db/database.ts';
import { referenceItems, referenceOrders } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * A new reference order from pasted text (spec §5): split and parsed in the request — the reader is
 * pure, linear and bounded by the 250-reference limit and the body limit — and stored with one item per
 * reference. Empty text and text without references are refused with the spec's messages; a truncation
 * (over 250) and duplicated numbers come back as warnings.
 */
export async function createReferenceOrder(
  db: Database,
  userId: string,
  input: CreateReferenceOrderRequest,
): Promise<CreateReferenceOrderResponse> {
  if (input.reference_type !== 'text') {
    throw new AppError(
      'bad_request',
      input.reference_type === 'pdf'
        ? 'PDF reference orders are not available yet; paste the references as text.'
        : 'Send RIS and NBIB files as a multipart form with reference_type and reference_file.',
    );
  }
  const text = input.text ?? '';
  if (text.trim() === '') throw new AppError('bad_request', REFERENCE_MESSAGES.emptyText);
  const { items, warnings } = readReferences(text, 'text');
  if (items.length === 0) throw new AppError('bad_request', REFERENCE_MESSAGES.noReferences);
  return storeReferenceOrder(db, userId, 'text', items, warnings);
}

/** Already-read references (an uploaded RIS/NBIB file, read in a worker thread) → a stored order. */
export async function storeReferenceOrder(
  db: Database,
  userId: string,
  referenceType: 'text' | 'ris' | 'nbib',
  items: CslItem[],
  warnings: ReferenceWarning[],
): Promise<CreateReferenceOrderResponse> {
  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(referenceOrders)
      .values({ userId, referenceType, step: 1, status: 'checking' })
      .returning({ id: referenceOrders.id });
    if (!order) throw new Error('reference order not created');
    await tx.insert(referenceItems).values(
      items.map((item, position) => ({
        orderId: order.id,
        index: position + 1,
        source: item.source ?? '',
        parsed: { ...item, id: String(position + 1) },
      })),
    );
    return order.id;
  });
  return {
    reference_order: orderId,
    references: items.map((item, position) => ({ index: position + 1, source: item.source ?? '' })),
    warnings,
  };
}
