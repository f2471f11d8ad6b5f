import type { SubscriptionResponse } from '@galley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';

/**
 * Which of spec §8's messages a checkout the server would not start earns: for a user whose
 * subscription was cancelled or has expired the checkout is a reactivation ('Failed to reactivate
 * subscription'); otherwise 'Failed to initialize checkout'. A failure that is no API answer is
 * 'Unknown error'.
 */
export function checkoutProblemKey(
  error: unknown,
  current: SubscriptionResponse['status'] | undefined,
): string {
  if (!(error instanceof ApiError)) return 'errors.checkout.unknown';
  return current === 'cancelled' || current === 'expired'
    ? 'errors.reactivate'
    : 'errors.checkout.initialize';
}
