import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { checkoutProblemKey } from './checkout-problem.ts';

const refused = new ApiError({
  status: 503,
  code: 'service_unavailable',
  detail: 'Failed to initialize checkout',
});

describe('checkoutProblemKey', () => {
  it('names a refused checkout a failed reactivation for a cancelled or expired subscription', () => {
    expect(checkoutProblemKey(refused, 'cancelled')).toBe('errors.reactivate');
    expect(checkoutProblemKey(refused, 'expired')).toBe('errors.reactivate');
  });

  it('is a failed initialisation otherwise, and an unknown error when no API answered', () => {
    expect(checkoutProblemKey(refused, 'active')).toBe('errors.checkout.initialize');
    expect(checkoutProblemKey(refused, undefined)).toBe('errors.checkout.initialize');
    expect(checkoutProblemKey(new TypeError('x'), 'cancelled')).toBe('errors.checkout.unknown');
  });
});
