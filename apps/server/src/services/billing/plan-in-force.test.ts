import { describe, expect, it } from 'vitest';
import { planInForce, type SubscriptionTerms } from './plan-in-force.ts';

const now = new Date('2025-09-15T12:00:00Z');
const past = new Date('2025-09-15T11:59:59Z');
const future = new Date('2025-10-15T12:00:00Z');
const terms = (change: Partial<SubscriptionTerms>): SubscriptionTerms => ({
  plan: 'pro',
  status: 'active',
  periodEnd: null,
  trialEnd: null,
  ...change,
});

describe('planInForce', () => {
  it('gives the plan while trialing, active or cancelling within the period', () => {
    expect(planInForce(terms({}), now)).toBe('pro');
    expect(planInForce(terms({ status: 'trialing', trialEnd: future, periodEnd: future }), now)).toBe('pro');
    expect(planInForce(terms({ plan: 'max', status: 'cancelling', periodEnd: future }), now)).toBe('max');
  });

  it('gives free once cancelled or expired, or when the period or the trial has run out', () => {
    expect(planInForce(terms({ status: 'cancelled', periodEnd: future }), now)).toBe('free');
    expect(planInForce(terms({ status: 'expired' }), now)).toBe('free');
    expect(planInForce(terms({ status: 'cancelling', periodEnd: past }), now)).toBe('free');
    expect(planInForce(terms({ periodEnd: now }), now)).toBe('free');
    expect(planInForce(terms({ status: 'trialing', trialEnd: past }), now)).toBe('free');
  });
});
