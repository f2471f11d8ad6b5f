import { paddleClient } from '../../billing/paddle-client.ts';
import { fetchTransaction } from '../../billing/paddle-transaction.ts';
import type { BillingDeps } from './billing-deps.ts';
import { storePaddleTransaction } from './store-paddle-transaction.ts';
import { transactionOwner } from './transaction-owner.ts';

/**
 * An adjustment event: a refund changes no field of its transaction at Paddle, so the sum of the
 * transaction's approved refunds is read from the adjustments API and written onto the payment record
 * (whose status then reads `refunded`). A refund still pending approval counts once approved (its
 * adjustment.updated event).
 */
export async function syncRefunds(
  deps: BillingDeps,
  adjustmentId: string,
  userHint: string | null,
): Promise<'applied' | 'no-user' | 'ignored'> {
  const paddle = paddleClient(deps.billing);
  const [adjustment] = await paddle.adjustments.list({ id: [adjustmentId] }).next();
  if (!adjustment) return 'ignored';
  const refunds = await paddle.adjustments
    .list({ transactionId: [adjustment.transactionId], action: 'refund', status: ['approved'] })
    .next();
  const transaction = await fetchTransaction(paddle, adjustment.transactionId);
  const userId = await transactionOwner(deps, transaction, userHint);
  if (!userId) return 'no-user';
  const refundedMinor = refunds.reduce((sum, refund) => sum + (Number(refund.totals.total) || 0), 0);
  await storePaddleTransaction(deps.db, userId, { ...transaction, refundedMinor });
  return 'applied';
}
