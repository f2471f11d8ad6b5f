import type { SimulatorContext } from '../context.ts';
import { transactionJson } from '../json/transaction-json.ts';
import type { CardOnFile, TransactionRecord } from '../state.ts';
import { takeForcedFailure } from './charge.ts';

/** Tries a past_due transaction's payment again; true when it went through (the transaction is completed). */
export function retryCharge(
  context: SimulatorContext,
  txn: TransactionRecord,
  card: CardOnFile,
  at: Date,
): boolean {
  const stamp = context.clock.time(at);
  const due = txn.lines.reduce((sum, line) => sum + line.amountMinor, 0) - txn.creditMinor;
  const failed = takeForcedFailure(context);
  txn.payments.unshift({
    id: crypto.randomUUID(),
    amountMinor: due,
    status: failed ? 'error' : 'captured',
    errorCode: failed ? 'declined' : null,
    createdAt: stamp,
    capturedAt: failed ? null : stamp,
    storedPaymentMethodId: txn.subscriptionId ? `paymtd_${txn.subscriptionId.slice(4)}` : 'paymtd_none',
    card,
  });
  txn.updatedAt = stamp;
  if (failed) {
    context.webhooks.emit('transaction.payment_failed', transactionJson(context, txn), at);
    return false;
  }
  txn.status = 'completed';
  txn.invoiceNumber = `325-${10000 + ++context.state.invoiceCounter}`;
  const json = transactionJson(context, txn);
  context.webhooks.emit('transaction.paid', { ...json, status: 'paid' }, at);
  context.webhooks.emit('transaction.completed', json, at);
  return true;
}
