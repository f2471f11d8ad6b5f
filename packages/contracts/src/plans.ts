import { z } from 'zod';
import { LocalizedText } from './locales.ts';

export const PlanId = z.enum(['free', 'pro', 'max', 'admin']);
export type PlanId = z.infer<typeof PlanId>;

export const BillingCycle = z.enum(['monthly', 'yearly']);
export type BillingCycle = z.infer<typeof BillingCycle>;

/** A quota per run ("at a time") and per monthly period; null means unlimited, 0 not included. */
export const Quota = z.object({
  perRun: z.number().int().nonnegative().nullable(),
  perMonth: z.number().int().nonnegative().nullable(),
});
export type Quota = z.infer<typeof Quota>;

/** The services a plan meters: the keys of a plan's `quotas`. */
export const QuotaService = z.enum(['manuscriptConversions', 'references']);
export type QuotaService = z.infer<typeof QuotaService>;

export const PlanPrice = z.object({
  /** Tax-inclusive amount in minor units (cents), so no float rounding reaches the page. */
  amountMinor: z.number().int().nonnegative(),
  paddlePriceId: z.string().nullable(),
});
export type PlanPrice = z.infer<typeof PlanPrice>;

/** How a plan is had: free sign-up, bought on the site (needs prices), or through sales (no prices). */
export const PlanSale = z.enum(['free', 'self-serve', 'contact-sales']);
export type PlanSale = z.infer<typeof PlanSale>;

export const Plan = z
  .object({
    id: PlanId,
    sale: PlanSale,
    name: LocalizedText,
    description: LocalizedText,
    /** Present exactly when `sale` is 'self-serve'. */
    prices: z.object({ monthly: PlanPrice, yearly: PlanPrice }).nullable(),
    quotas: z.object({
      manuscriptConversions: Quota,
      references: Quota,
    }),
    features: z.array(LocalizedText),
    highlighted: z.boolean(),
  })
  .refine((plan) => (plan.sale === 'self-serve') === (plan.prices !== null), {
    message: "prices are given exactly for 'self-serve' plans",
    path: ['prices'],
  });
export type Plan = z.infer<typeof Plan>;

/** GET /api/v1/payments/plans/ — the plan table of the pricing page. */
export const PlansResponse = z.object({
  currency: z.string().length(3),
  taxInclusive: z.boolean(),
  trialDays: z.number().int().nonnegative(),
  plans: z.array(Plan),
});
export type PlansResponse = z.infer<typeof PlansResponse>;
