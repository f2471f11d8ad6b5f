import { z } from 'zod';

/** POST /api/v1/payments/checkout/ — start a checkout for a price on sale. */
export const CheckoutRequest = z.object({ price_id: z.string().min(1).max(100) });
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

/**
 * What the browser needs to open Paddle's checkout of the transaction the server created (its items
 * and `custom_data.user_id` from the session, which the browser cannot change): with `client_token`
 * set, Paddle.js (overlay) opened by `transaction_id`; otherwise `checkout_url`, the local simulator's
 * checkout page for it.
 */
export const CheckoutResponse = z.object({
  transaction_id: z.string(),
  price_id: z.string(),
  trial: z.boolean(),
  trial_days: z.number().int().nonnegative(),
  customer_email: z.string(),
  client_token: z.string().nullable(),
  environment: z.enum(['sandbox', 'production']),
  checkout_url: z.string().nullable(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;
