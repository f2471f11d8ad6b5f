import { type Adjustment, ApiError, type Paddle } from '@paddle/paddle-node-sdk';
import { ChargeNotCompleted } from './charge-not-completed.ts';

/** Paddle's answers to a refund that another call already made (pending, or nothing left to refund). */
const ALREADY_REFUNDED = new Set([
  'adjustment_pending_refund_request',
  'adjustment_total_amount_above_remaining_allowed',
]);

const refundOf = async (paddle: Paddle, transactionId: string): Promise<Adjustment | undefined> => {
  const adjustments = await paddle.adjustments
    .list({ transactionId: [transactionId], action: 'refund' })
    .next();
  return adjustments.find((adjustment) => adjustment.status !== 'rejected');
};

/**
 * Refunds in full the first paid transaction of a subscription (the checkout's charge; a trial's start
 * charged nothing and has nothing to refund, nor has a charge that failed). A charge taken but not yet
 * completed (Paddle refunds only completed transactions) throws ChargeNotCompleted. Once only: Paddle's
 * API takes no idempotency key, so the transaction's refunds are read first and one not rejected is the
 * answer; two jobs racing past that read are told by Paddle that a refund is pending or nothing is left,
 * and the second reads the first's. `made` says whether this call made the refund.
 */
export async function refundFirstCharge(
  paddle: Paddle,
  subscriptionId: string,
  reason: string,
): Promise<{ adjustment: Adjustment; made: boolean } | null> {
  const transactions = await paddle.transactions
    .list({
      subscriptionId: [subscriptionId],
      status: ['billed', 'paid', 'completed'],
      orderBy: 'created_at[ASC]',
    })
    .next();
  const charge = transactions.find((transaction) => Number(transaction.details?.totals?.grandTotal ?? 0) > 0);
  if (!charge) return null;
  if (charge.status !== 'completed') throw new ChargeNotCompleted(charge.id);
  const existing = await refundOf(paddle, charge.id);
  if (existing) return { adjustment: existing, made: false };
  try {
    const adjustment = await paddle.adjustments.create({
      action: 'refund',
      type: 'full',
      transactionId: charge.id,
      reason,
    });
    return { adjustment, made: true };
  } catch (error) {
    const raced = error instanceof ApiError && ALREADY_REFUNDED.has(error.code);
    const made = raced ? await refundOf(paddle, charge.id) : undefined;
    if (!made) throw error;
    return { adjustment: made, made: false };
  }
}
