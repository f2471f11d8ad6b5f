import type { PaymentHistoryQuery, PaymentHistoryResponse } from '@galley/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { billingPayments } from '../../db/schema.ts';
import { paymentStatus } from './payment-status.ts';

/** GET /api/v1/payments/: the user's payment records, newest first, a page at a time. */
export async function listPayments(
  db: Database,
  userId: string,
  query: PaymentHistoryQuery,
): Promise<PaymentHistoryResponse> {
  const [total] = await db
    .select({ n: count() })
    .from(billingPayments)
    .where(eq(billingPayments.userId, userId));
  const rows = await db
    .select()
    .from(billingPayments)
    .where(eq(billingPayments.userId, userId))
    .orderBy(desc(billingPayments.paddleCreatedAt), desc(billingPayments.transactionId))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    count: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => ({
      transaction_id: row.transactionId,
      payment_date: (row.billedAt ?? row.paddleCreatedAt).toISOString(),
      amount_minor: row.totalMinor,
      currency: row.currency,
      status: paymentStatus(row),
      order_number: row.invoiceNumber,
      method: row.method,
    })),
  };
}
