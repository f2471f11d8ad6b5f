import { z } from 'zod';
import { BillingCycle, PlanId } from '../plans.ts';

/** POST /api/v1/payments/upgrade/ and /downgrade/ — the price to move to (a plan and cycle on sale). */
export const PlanChangeRequest = z.object({ price_id: z.string().min(1).max(100) });
export type PlanChangeRequest = z.infer<typeof PlanChangeRequest>;

/** GET /api/v1/payments/upgrade/preview/?price_id= */
export const UpgradePreviewQuery = PlanChangeRequest;
export type UpgradePreviewQuery = z.infer<typeof UpgradePreviewQuery>;

/** Paddle's proration: what is charged now (negative: credited) and what the next renewal bills. */
export const UpgradePreviewResponse = z.object({
  price_id: z.string(),
  plan: PlanId,
  billing_cycle: BillingCycle,
  amount_due_minor: z.number().int(),
  currency: z.string(),
  next_amount_minor: z.number().int().nullable(),
  next_billing_date: z.string().nullable(),
});
export type UpgradePreviewResponse = z.infer<typeof UpgradePreviewResponse>;
