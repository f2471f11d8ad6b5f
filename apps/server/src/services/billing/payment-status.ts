import type { InvoiceStatus, PaymentStatus } from '@galley/contracts';
import type { billingPayments } from '../../db/schema.ts';

type PaymentRow = typeof billingPayments.$inferSelect;

/** Spec §4 payment statuses from Paddle's transaction status. */
export function paymentStatus(row: Pick<PaymentRow, 'paddleStatus' | 'refunded'>): PaymentStatus {
  if (row.refunded > 0) return 'refunded';
  if (row.paddleStatus === 'paid' || row.paddleStatus === 'completed') return 'paid';
  if (row.paddleStatus === 'past_due' || row.paddleStatus === 'canceled' || row.paddleStatus === 'ready')
    return 'failed';
  return 'unknown';
}

/** Spec §4 invoice statuses: billed and unpaid is pending, past due is overdue. */
export function invoiceStatus(row: Pick<PaymentRow, 'paddleStatus'>): InvoiceStatus {
  switch (row.paddleStatus) {
    case 'completed':
      return 'completed';
    case 'paid':
      return 'paid';
    case 'billed':
      return 'pending';
    case 'past_due':
      return 'overdue';
    default:
      return 'draft';
  }
}

/** "VISA •••• 4242": the only card detail we hold. */
export function cardMask(brand: string | null, last4: string | null): string | null {
  return last4 ? `${brand ? `${brand.toUpperCase()} ` : ''}•••• ${last4}` : null;
}
