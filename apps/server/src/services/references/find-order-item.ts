import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ReferenceItemRow, referenceItems } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

/** One reference of an order (already known to be the user's) by its 1-based index, or 404. */
export async function findOrderItem(db: Database, orderId: string, index: number): Promise<ReferenceItemRow> {
  const [item] = await db
    .select()
    .from(referenceItems)
    .where(and(eq(referenceItems.orderId, orderId), eq(referenceItems.index, index)));
  if (!item) throw new AppError('not_found', 'No reference with this index in the order.');
  return item;
}
