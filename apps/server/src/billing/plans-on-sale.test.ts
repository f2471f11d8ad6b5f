import type { Plan } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import type { SiteFile } from '../services/site/load-site-config.ts';
import { plansOnSale } from './plans-on-sale.ts';
import { simulatorPriceId } from './price-catalog.ts';

const text = { en: '', ko: '', zh: '', ja: '' };
const plan = (id: Plan['id'], prices: Plan['prices']): Plan => ({
  id,
  sale: prices ? 'self-serve' : 'free',
  name: text,
  description: text,
  prices,
  quotas: { manuscriptConversions: { perRun: 0, perMonth: 0 }, references: { perRun: 0, perMonth: 0 } },
  features: [],
  highlighted: false,
});

describe('plansOnSale', () => {
  it('gives every priced plan the id the server sells it under: configured, else the simulator id', () => {
    const siteFile = {
      pricing: {
        currency: 'USD',
        taxInclusive: true,
        trialDays: 14,
        plans: [
          plan('free', null),
          plan('pro', {
            monthly: { amountMinor: 1990, paddlePriceId: 'pri_configured' },
            yearly: { amountMinor: 19900, paddlePriceId: null },
          }),
        ],
      },
    } as unknown as SiteFile;
    const [free, pro] = plansOnSale(siteFile).plans;
    expect(free?.prices).toBeNull();
    expect(pro?.prices?.monthly).toEqual({ amountMinor: 1990, paddlePriceId: 'pri_configured' });
    expect(pro?.prices?.yearly.paddlePriceId).toBe(simulatorPriceId('pro', 'yearly'));
  });
});
