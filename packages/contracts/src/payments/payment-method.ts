import { z } from 'zod';

/**
 * GET /api/v1/payments/subscription/payment-method/ — only with an active (or trialing, cancelling)
 * subscription, else 404. The card is shown masked; we never hold more than brand and last four digits.
 */
export const PaymentMethodResponse = z.object({
  type: z.string(),
  card_brand: z.string().nullable(),
  card_mask: z.string().nullable(),
  /** MM/YYYY */
  expiry: z.string().nullable(),
});
export type PaymentMethodResponse = z.infer<typeof PaymentMethodResponse>;
