import type { SimulatorContext } from '../context.ts';
import { adjustmentJson } from '../json/adjustment-json.ts';
import { paddleId } from '../paddle-id.ts';
import type { AdjustmentRecord } from '../state.ts';
import { PaddleApiError } from './api-error.ts';

/**
 * A full refund of a completed transaction, refused as Paddle refuses it: the transaction must be completed,
 * no refund of it may be pending, and something must be left to refund (a second full refund finds nothing).
 * Paddle's sandbox approves refunds within ten minutes; the simulator approves at once, after the answer is
 * made: adjustment.created (pending_approval), then adjustment.updated (approved). Returns the adjustment as
 * created.
 */
export function createRefund(
  context: SimulatorContext,
  request: { transactionId: string; reason: string },
): ReturnType<typeof adjustmentJson> {
  const { state, clock, webhooks } = context;
  const txn = state.transactions.get(request.transactionId);
  if (!txn) throw new PaddleApiError(404, 'not_found', `Entity ${request.transactionId} not found`);
  if (txn.status !== 'completed')
    throw new PaddleApiError(
      400,
      'adjustment_transaction_invalid_status_for_refund',
      `The transaction being adjusted (refund) has a non supported status. ID: ${txn.id}`,
    );
  const before = [...state.adjustments.values()].filter((adj) => adj.transactionId === txn.id);
  if (before.some((adj) => adj.status === 'pending_approval'))
    throw new PaddleApiError(
      400,
      'adjustment_pending_refund_request',
      'You are unable to create further adjustments against this transaction as there is a pending refund request',
    );
  const paid = txn.payments
    .filter((payment) => payment.status === 'captured')
    .reduce((sum, payment) => sum + payment.amountMinor, 0);
  const refunded = before
    .filter((adj) => adj.status === 'approved')
    .reduce((sum, adj) => sum + adj.totalMinor, 0);
  const left = paid - refunded;
  if (left <= 0)
    throw new PaddleApiError(
      400,
      'adjustment_total_amount_above_remaining_allowed',
      `The adjustment amount exceeds the total amount left to adjust. Amount to Adjust: ${paid}, Amount Left: 0`,
    );
  const at = clock.now();
  const stamp = clock.time(at);
  const adjustment: AdjustmentRecord = {
    id: paddleId('adj'),
    action: 'refund',
    type: 'full',
    transactionId: txn.id,
    subscriptionId: txn.subscriptionId,
    customerId: txn.customerId,
    reason: request.reason,
    status: 'pending_approval',
    items: shareOut(left, txn.lines),
    totalMinor: left,
    createdAt: stamp,
    updatedAt: stamp,
  };
  state.adjustments.set(adjustment.id, adjustment);
  const created = adjustmentJson(state, adjustment);
  webhooks.emit('adjustment.created', created, at);
  adjustment.status = 'approved';
  webhooks.emit('adjustment.updated', adjustmentJson(state, adjustment), at);
  return created;
}

/** The refund shared over the transaction's lines in proportion to their amounts (the last takes the rounding). */
function shareOut(amount: number, lines: { id: string; amountMinor: number }[]): AdjustmentRecord['items'] {
  const sum = lines.reduce((total, line) => total + line.amountMinor, 0);
  let given = 0;
  return lines.map((line, index) => {
    const share =
      index === lines.length - 1 ? amount - given : Math.round((line.amountMinor * amount) / (sum || 1));
    given += share;
    return { id: paddleId('adjitm'), itemId: line.id, amountMinor: share };
  });
}
