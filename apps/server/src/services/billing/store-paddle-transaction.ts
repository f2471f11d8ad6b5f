import { lte, sql } from 'drizzle-orm';
import type { PaddleTransaction } from '../../billing/paddle-transaction.ts';
import type { Database } from '../../db/database.ts';
import { billingPayments } from '../../db/schema.ts';

/** Transactions that are payments (or attempts): drafts and open checkouts are not history. */
export function isPaymentRecord(transaction: PaddleTransaction): boolean {
  return (
    ['billed', 'paid', 'completed', 'past_due'].includes(transaction.status) || transaction.method !== null
  );
}

/**
 * Keeps the payment record of a transaction, newest Paddle state winning (out-of-order events never
 * move it back). Card data is reduced to brand and last four digits before it gets here.
 */
export async function storePaddleTransaction(
  db: Database,
  userId: string,
  transaction: PaddleTransaction,
): Promise<void> {
  if (!isPaymentRecord(transaction)) return;
  const values = {
    userId,
    subscriptionId: transaction.subscriptionId,
    paddleStatus: transaction.status,
    invoiceNumber: transaction.invoiceNumber,
    currency: transaction.currency,
    subtotalMinor: transaction.subtotalMinor,
    taxMinor: transaction.taxMinor,
    totalMinor: transaction.totalMinor,
    items: transaction.items,
    method: transaction.method,
    cardBrand: transaction.cardBrand,
    cardLast4: transaction.cardLast4,
    refunded: transaction.refundedMinor,
    periodStart: transaction.periodStart,
    periodEnd: transaction.periodEnd,
    billedAt: transaction.billedAt,
    paddleCreatedAt: transaction.createdAt,
    paddleUpdatedAt: transaction.updatedAt,
  };
  await db
    .insert(billingPayments)
    .values({ transactionId: transaction.id, ...values })
    .onConflictDoUpdate({
      target: billingPayments.transactionId,
      // A transaction read carries no refunds (they are adjustments, read on their own events): a
      // later read of the transaction never takes a recorded refund back.
      set: { ...values, refunded: sql`greatest(${billingPayments.refunded}, ${transaction.refundedMinor})` },
      setWhere: lte(billingPayments.paddleUpdatedAt, transaction.updatedAt),
    });
}
