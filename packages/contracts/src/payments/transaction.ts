import { z } from 'zod';
import { PaymentStatus } from './payment-history.ts';

export const InvoiceStatus = z.enum(['paid', 'pending', 'overdue', 'draft', 'completed']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** GET /api/v1/payments/transaction/{id}/ — the invoice of one of the user's transactions (else 404). */
export const TransactionParams = z.object({ id: z.string().min(1).max(100) });
export type TransactionParams = z.infer<typeof TransactionParams>;

export const InvoiceResponse = z.object({
  transaction_id: z.string(),
  number: z.string().nullable(),
  issue_date: z.string(),
  due_date: z.string().nullable(),
  billing_period: z.object({ start: z.string(), end: z.string() }).nullable(),
  items: z.array(z.object({ description: z.string(), amount_minor: z.number().int() })),
  subtotal_minor: z.number().int(),
  tax_minor: z.number().int(),
  total_minor: z.number().int(),
  updated_date: z.string(),
  status: InvoiceStatus,
  payment_status: PaymentStatus,
  payment_method: z.string().nullable(),
  /** The card's masked number (brand and last four), when paid by card. */
  payment_method_id: z.string().nullable(),
  currency: z.string(),
});
export type InvoiceResponse = z.infer<typeof InvoiceResponse>;

/** GET /api/v1/payments/transaction/{id}/invoice/ — a short-lived link to the invoice PDF. */
export const InvoicePdfResponse = z.object({ url: z.string() });
export type InvoicePdfResponse = z.infer<typeof InvoicePdfResponse>;
