import { z } from 'zod';
import { BillingCycle, PlanId } from '../plans.ts';

export const SubscriptionStatus = z.enum(['trialing', 'active', 'cancelling', 'cancelled', 'expired']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** A downgrade waiting for the end of the period (spec §4), cancellable with DELETE /scheduled-change/. */
export const ScheduledDowngrade = z.object({
  plan: PlanId,
  billing_cycle: BillingCycle,
  price_id: z.string(),
  effective_at: z.string(),
});
export type ScheduledDowngrade = z.infer<typeof ScheduledDowngrade>;

/**
 * GET /api/v1/payments/subscription/ — the user's subscription (spec §3). `plan_in_force` is what the
 * user may use now (free once cancelled or expired). `paddle_status` shows `past_due` (a failed
 * renewal: access kept while Paddle retries). `continue_subscription_required`: Korean rule, the
 * trial ends without renewal unless the user consents (management URL continue_subscription).
 * `trial_available`: a first checkout would start the 14-day trial (never paid before).
 */
export const SubscriptionResponse = z.object({
  plan: PlanId,
  plan_in_force: PlanId,
  status: SubscriptionStatus,
  paddle_status: z.string().nullable(),
  billing_cycle: BillingCycle.nullable(),
  start_date: z.string().nullable(),
  next_billing_date: z.string().nullable(),
  cancel_effective_date: z.string().nullable(),
  trial_end_date: z.string().nullable(),
  price: z
    .object({ price_id: z.string(), amount_minor: z.number().int().nonnegative(), currency: z.string() })
    .nullable(),
  scheduled_downgrade: ScheduledDowngrade.nullable(),
  continue_subscription_required: z.boolean(),
  trial_available: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;
