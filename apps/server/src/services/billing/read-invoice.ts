import type { InvoiceResponse } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { ownPayment } from './own-payment.ts';
import { cardMask, invoiceStatus, paymentStatus } from './payment-status.ts';

/** GET /transaction/{id}/: the invoice of one of the user's transactions (spec §3 Invoice). */
export async function readInvoice(
  db: Database,
  userId: string,
  transactionId: string,
): Promise<InvoiceResponse> {
  const row = await ownPayment(db, userId, transactionId);
  const issued = row.billedAt ?? row.paddleCreatedAt;
  return {
    transaction_id: row.transactionId,
    number: row.invoiceNumber,
    issue_date: issued.toISOString(),
    // Paddle collects automatically at billing: the invoice is due when issued.
    due_date: issued.toISOString(),
    billing_period:
      row.periodStart && row.periodEnd
        ? { start: row.periodStart.toISOString(), end: row.periodEnd.toISOString() }
        : null,
    items: row.items.map((item) => ({ description: item.description, amount_minor: item.amountMinor })),
    subtotal_minor: row.subtotalMinor,
    tax_minor: row.taxMinor,
    total_minor: row.totalMinor,
    updated_date: row.paddleUpdatedAt.toISOString(),
    status: invoiceStatus(row),
    payment_status: paymentStatus(row),
    payment_method: row.method,
    payment_method_id: cardMask(row.cardBrand, row.cardLast4),
    currency: row.currency,
  };
}
