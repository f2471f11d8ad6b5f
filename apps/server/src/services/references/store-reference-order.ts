import type {
  CreateReferenceOrderResponse,
  CslItem,
  ReferenceOrderType,
  ReferenceWarning,
} from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { referenceItems, referenceOrders } from '../../db/schema.ts';

/** Already-read references (pasted text, an uploaded RIS/NBIB file, or PDF names) → a stored order. */
export async function storeReferenceOrder(
  db: Database,
  userId: string,
  referenceType: ReferenceOrderType,
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
