import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { billingPayments } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

/** The user's payment record of a transaction; another user's (or none) is the same 404. */
export async function ownPayment(db: Database, userId: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.transactionId, transactionId), eq(billingPayments.userId, userId)));
  if (!row) throw new AppError('not_found', 'Failed to load invoice information');
  return row;
}
