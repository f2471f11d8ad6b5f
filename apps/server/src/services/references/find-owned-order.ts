import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ReferenceOrderRow, referenceOrders } from '../../db/schema.ts';
import { assertOwner } from '../../policies/assert-owner.ts';

/** The user's order, or 404 alike for someone else's and a missing one. */
export async function findOwnedOrder(
  db: Database,
  userId: string,
  orderId: string,
): Promise<ReferenceOrderRow> {
  const [row] = await db.select().from(referenceOrders).where(eq(referenceOrders.id, orderId));
  return assertOwner(row, userId, 'reference order');
}
