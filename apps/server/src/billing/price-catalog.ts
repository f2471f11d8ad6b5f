import type { BillingCycle, PlanId } from '@galley/contracts';
import type { SiteFile } from '../services/site/load-site-config.ts';

export interface CatalogPrice {
  priceId: string;
  plan: PlanId;
  cycle: BillingCycle;
  amountMinor: number;
  /** Order of the plans on the price list: a higher rank is an upgrade. */
  rank: number;
}

/** The id the local simulator sells a plan and cycle under (Paddle's shape: `pri_` + 26 characters). */
export const simulatorPriceId = (plan: PlanId, cycle: BillingCycle): string =>
  `pri_${`01galley${plan}${cycle}`.padEnd(26, 'x')}`;

/**
 * Plans sold on the site and their Paddle price ids (site configuration `paddlePriceId`). A plan whose
 * id is not configured gets the simulator's id, so dev and tests run without a Paddle catalogue.
 */
export function priceCatalog(siteFile: SiteFile): CatalogPrice[] {
  return siteFile.pricing.plans.flatMap((plan, rank) => {
    if (!plan.prices) return [];
    return (['monthly', 'yearly'] as const).map((cycle) => ({
      priceId: plan.prices?.[cycle].paddlePriceId ?? simulatorPriceId(plan.id, cycle),
      plan: plan.id,
      cycle,
      amountMinor: plan.prices?.[cycle].amountMinor ?? 0,
      rank,
    }));
  });
}

export function findPrice(siteFile: SiteFile, priceId: string | null | undefined): CatalogPrice | null {
  if (!priceId) return null;
  return priceCatalog(siteFile).find((price) => price.priceId === priceId) ?? null;
}
