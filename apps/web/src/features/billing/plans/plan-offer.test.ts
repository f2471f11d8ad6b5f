import type { Plan } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { subscriptionFixture } from '../shared/subscription-fixture.ts';
import { planOffer } from './plan-offer.ts';

const text = { en: '', ko: '', zh: '', ja: '' };
function plan(id: Plan['id'], sale: Plan['sale']): Plan {
  const price = (priceId: string) => ({ amountMinor: 1000, paddlePriceId: priceId });
  return {
    id,
    sale,
    name: text,
    description: text,
    prices: sale === 'self-serve' ? { monthly: price(`${id}_m`), yearly: price(`${id}_y`) } : null,
    quotas: { manuscriptConversions: { perRun: 1, perMonth: 1 }, references: { perRun: 1, perMonth: 1 } },
    features: [],
    highlighted: false,
  };
}
const plans = [
  plan('free', 'free'),
  plan('pro', 'self-serve'),
  plan('max', 'self-serve'),
  plan('admin', 'contact-sales'),
];
const [free, pro, max, sales] = plans as [Plan, Plan, Plan, Plan];
const proMonthly = subscriptionFixture({ plan: 'pro', plan_in_force: 'pro', billing_cycle: 'monthly' });

describe('planOffer', () => {
  it('offers every self-serve plan to a free account, and marks free as current', () => {
    const account = subscriptionFixture();
    expect(planOffer(account, plans, free, 'monthly')).toBe('current');
    expect(planOffer(account, plans, pro, 'monthly')).toBe('subscribe');
    expect(planOffer(account, plans, max, 'yearly')).toBe('subscribe');
    expect(planOffer(account, plans, sales, 'monthly')).toBe('none');
  });

  it('ranks plans as the server does: a later plan or yearly on the same plan is an upgrade', () => {
    expect(planOffer(proMonthly, plans, pro, 'monthly')).toBe('current');
    expect(planOffer(proMonthly, plans, pro, 'yearly')).toBe('upgrade');
    expect(planOffer(proMonthly, plans, max, 'monthly')).toBe('upgrade');
    expect(planOffer(proMonthly, plans, free, 'monthly')).toBe('none');
    const maxYearly = { ...proMonthly, plan: 'max' as const, billing_cycle: 'yearly' as const };
    expect(planOffer(maxYearly, plans, max, 'monthly')).toBe('downgrade');
    expect(planOffer(maxYearly, plans, pro, 'yearly')).toBe('downgrade');
  });

  it('shows a scheduled downgrade as scheduled', () => {
    const scheduled = subscriptionFixture({
      ...proMonthly,
      plan: 'max',
      scheduled_downgrade: {
        plan: 'pro',
        billing_cycle: 'monthly',
        price_id: 'pro_m',
        effective_at: '2027-01-01',
      },
    });
    expect(planOffer(scheduled, plans, pro, 'monthly')).toBe('scheduled');
    expect(planOffer(scheduled, plans, pro, 'yearly')).toBe('downgrade');
  });

  it('offers a new subscription once cancelled or expired', () => {
    for (const status of ['cancelled', 'expired'] as const) {
      expect(planOffer({ ...proMonthly, status }, plans, pro, 'monthly')).toBe('subscribe');
      expect(planOffer({ ...proMonthly, status }, plans, free, 'monthly')).toBe('current');
    }
  });
});
