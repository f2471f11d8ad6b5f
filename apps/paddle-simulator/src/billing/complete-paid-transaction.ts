import type { SimulatorContext } from '../context.ts';
import { transactionJson } from '../json/transaction-json.ts';
import { PaddleApiError } from './api-error.ts';

/**
 * Completes a transaction left `paid` (charged, not yet completed): Paddle completes a checkout's charge a
 * little after it has made the subscription, so transaction.completed often arrives after
 * subscription.created. Only a completed transaction can be refunded.
 */
export function completePaidTransaction(context: SimulatorContext, transactionId: string): void {
  const txn = context.state.transactions.get(transactionId);
  if (!txn) throw new PaddleApiError(404, 'not_found', `Entity ${transactionId} not found`);
  if (txn.status !== 'paid') throw new Error(`Transaction ${transactionId} is ${txn.status}, not paid`);
  const at = context.clock.now();
  txn.status = 'completed';
  txn.updatedAt = context.clock.time(at);
  txn.invoiceNumber = `325-${10000 + ++context.state.invoiceCounter}`;
  context.webhooks.emit('transaction.completed', transactionJson(context, txn), at);
}
