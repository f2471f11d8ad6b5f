import type { PlansResponse } from '@galley/contracts';
import type { SiteFile } from '../services/site/load-site-config.ts';
import { simulatorPriceId } from './price-catalog.ts';

/**
 * The plan table with the Paddle price id each plan and cycle is sold under: the configured one, else
 * the simulator's (as priceCatalog sells it), so the browser sends the id the server will accept.
 */
export function plansOnSale(siteFile: SiteFile): PlansResponse {
  const { pricing } = siteFile;
  return {
    ...pricing,
    plans: pricing.plans.map((plan) =>
      plan.prices
        ? {
            ...plan,
            prices: {
              monthly: {
                ...plan.prices.monthly,
                paddlePriceId: plan.prices.monthly.paddlePriceId ?? simulatorPriceId(plan.id, 'monthly'),
              },
              yearly: {
                ...plan.prices.yearly,
                paddlePriceId: plan.prices.yearly.paddlePriceId ?? simulatorPriceId(plan.id, 'yearly'),
              },
            },
          }
        : plan,
    ),
  };
}
