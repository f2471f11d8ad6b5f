import type { ReferenceOrderResponse } from '@galley/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceItems } from '../../db/schema.ts';
import { presentReferenceOrder } from '../../presenters/reference-order.ts';
import { findOwnedOrder } from './find-owned-order.ts';

/** An order and its references in the author's order, as the client sees them; someone else's is 404. */
export async function readReferenceOrder(
  db: Database,
  userId: string,
  orderId: string,
): Promise<ReferenceOrderResponse> {
  const order = await findOwnedOrder(db, userId, orderId);
  const items = await db
    .select()
    .from(referenceItems)
    .where(eq(referenceItems.orderId, orderId))
    .orderBy(asc(referenceItems.index));
  return presentReferenceOrder(order, items);
}
