import type { ReferenceOrderResponse } from '@galley/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceItems, referenceOrders } from '../../db/schema.ts';
import { assertOwner } from '../../policies/assert-owner.ts';
import { presentReferenceOrder } from '../../presenters/reference-order.ts';

/** An order and its references in the author's order, as the client sees them; someone else's is 404. */
export async function readReferenceOrder(
  db: Database,
  userId: string,
  orderId: string,
): Promise<ReferenceOrderResponse> {
  const [row] = await db.select().from(referenceOrders).where(eq(referenceOrders.id, orderId));
  const order = assertOwner(row, userId, 'reference order');
  const items = await db
    .select()
    .from(referenceItems)
    .where(eq(referenceItems.orderId, orderId))
    .orderBy(asc(referenceItems.index));
  return presentReferenceOrder(order, items);
}
