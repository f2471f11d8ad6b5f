import type { SubscriptionResponse } from '@galley/contracts';

/** A free account's subscription answer, for tests to override. */
export function subscriptionFixture(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return {
    plan: 'free',
    plan_in_force: 'free',
    status: 'active',
    paddle_status: null,
    billing_cycle: null,
    start_date: null,
    next_billing_date: null,
    cancel_effective_date: null,
    trial_end_date: null,
    price: null,
    scheduled_downgrade: null,
    continue_subscription_required: false,
    trial_available: true,
    ...overrides,
  };
}
