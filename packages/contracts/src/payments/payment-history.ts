import { z } from 'zod';

export const PaymentStatus = z.enum(['paid', 'failed', 'refunded', 'unknown']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** GET /api/v1/payments/?page=&page_size= — the user's payment records, newest first. */
export const PaymentHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PaymentHistoryQuery = z.infer<typeof PaymentHistoryQuery>;

/** A payment record (spec §3). `transaction_id` opens the invoice page (receipt). */
export const PaymentRecord = z.object({
  transaction_id: z.string(),
  payment_date: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  status: PaymentStatus,
  order_number: z.string().nullable(),
  method: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

export const PaymentHistoryResponse = z.object({
  count: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
  results: z.array(PaymentRecord),
});
export type PaymentHistoryResponse = z.infer<typeof PaymentHistoryResponse>;
