import { describe, expect, it } from 'vitest';
import { subscriptionFixture } from '../shared/subscription-fixture.ts';
import { subscriptionView } from './subscription-view.ts';

const pro = subscriptionFixture({ plan: 'pro', plan_in_force: 'pro', billing_cycle: 'monthly' });

describe('subscriptionView', () => {
  it('a free account chooses a plan and has no card', () => {
    expect(subscriptionView(subscriptionFixture())).toMatchObject({
      choosePlan: true,
      cancel: false,
      paymentMethod: false,
    });
  });

  it('an active or trialing subscription can be cancelled and has a card', () => {
    for (const status of ['active', 'trialing'] as const) {
      expect(subscriptionView({ ...pro, status })).toMatchObject({
        status,
        cancel: true,
        removeCancellation: false,
        paymentMethod: true,
        choosePlan: false,
      });
    }
  });

  it('a cancelling one offers to withdraw the cancellation instead', () => {
    expect(subscriptionView({ ...pro, status: 'cancelling' })).toMatchObject({
      cancel: false,
      removeCancellation: true,
      paymentMethod: true,
    });
  });

  it('a scheduled downgrade can be cancelled; past_due shows as such', () => {
    const view = subscriptionView({
      ...pro,
      paddle_status: 'past_due',
      scheduled_downgrade: {
        plan: 'pro',
        billing_cycle: 'monthly',
        price_id: 'p',
        effective_at: '2027-01-01',
      },
    });
    expect(view).toMatchObject({ status: 'past_due', cancelScheduled: true });
  });

  it('cancelled and expired subscriptions lead back to the plan page, no card', () => {
    for (const status of ['cancelled', 'expired'] as const) {
      expect(subscriptionView({ ...pro, status })).toMatchObject({
        status,
        choosePlan: true,
        paymentMethod: false,
      });
    }
  });
});
