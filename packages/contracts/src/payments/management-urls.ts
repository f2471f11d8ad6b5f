import { z } from 'zod';

/**
 * GET /api/v1/payments/subscription/management-urls/ — links of a fresh Paddle customer-portal session
 * (made on every call, never cached). `continue_subscription` is set under the Korean rule while the
 * trial is set not to renew: the page where the user consents to continue.
 */
export const ManagementUrlsResponse = z.object({
  management_urls: z.object({
    overview: z.string(),
    cancel: z.string().nullable(),
    update_payment_method: z.string().nullable(),
    continue_subscription: z.string().nullable(),
  }),
});
export type ManagementUrlsResponse = z.infer<typeof ManagementUrlsResponse>;
