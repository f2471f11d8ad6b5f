import { z } from 'zod';

/** POST /api/v1/payments/webhook/ — Paddle's notifications; 200 once stored, 400 for a bad signature. */
export const WebhookResponse = z.object({ received: z.literal(true) });
export type WebhookResponse = z.infer<typeof WebhookResponse>;
