import { describe, expect, it } from 'vitest';
import { subscriptionStatus } from './subscription-status.ts';

const at = new Date('2026-12-01T00:00:00Z');

describe('subscriptionStatus (spec §4 from Paddle status)', () => {
  it('maps scheduled cancels to cancelling, except the Korean consent wait', () => {
    expect(subscriptionStatus({ status: 'active', scheduledCancelAt: null }, false)).toBe('active');
    expect(subscriptionStatus({ status: 'past_due', scheduledCancelAt: null }, false)).toBe('active');
    expect(subscriptionStatus({ status: 'active', scheduledCancelAt: at }, false)).toBe('cancelling');
    expect(subscriptionStatus({ status: 'trialing', scheduledCancelAt: at }, false)).toBe('cancelling');
    expect(subscriptionStatus({ status: 'trialing', scheduledCancelAt: at }, true)).toBe('trialing');
  });

  it('ends as cancelled, or expired for an unconsented Korean trial or a pause', () => {
    expect(subscriptionStatus({ status: 'canceled', scheduledCancelAt: null }, false)).toBe('cancelled');
    expect(subscriptionStatus({ status: 'canceled', scheduledCancelAt: null }, true)).toBe('expired');
    expect(subscriptionStatus({ status: 'paused', scheduledCancelAt: null }, false)).toBe('expired');
  });
});
