import { ApiError, type Paddle } from '@paddle/paddle-node-sdk';
import type { BillingDeps } from './billing-deps.ts';
import { refundFirstCharge } from './refund-first-charge.ts';

const REFUND_REASON = 'Duplicate subscription: the customer already has one in force; cancelled at once';

/**
 * Refunds the first charge of a second live subscription about to be cancelled, and logs it at warn.
 * Paddle refusing the refund (a request error other than a rate limit) would refuse it on every retry
 * of the job, and the cancel that follows must still happen: the refusal is logged at warn for a refund
 * by hand. Other failures (network, Paddle down, a charge not completed yet) are thrown, so the job
 * retries refund and cancel.
 */
export async function refundDuplicateCharge(
  deps: BillingDeps,
  paddle: Paddle,
  userId: string,
  subscriptionId: string,
): Promise<void> {
  try {
    const refund = await refundFirstCharge(paddle, subscriptionId, REFUND_REASON);
    if (refund?.made)
      deps.log?.warn(
        {
          userId,
          subscription: subscriptionId,
          transaction: refund.adjustment.transactionId,
          adjustment: refund.adjustment.id,
        },
        'first charge of a second live Paddle subscription refunded in full',
      );
  } catch (error) {
    const refused =
      error instanceof ApiError && error.type === 'request_error' && error.code !== 'too_many_requests';
    if (!refused) throw error;
    deps.log?.warn(
      { userId, subscription: subscriptionId, code: error.code },
      'Paddle refused the refund of a second live subscription: refund its first charge by hand',
    );
  }
}
