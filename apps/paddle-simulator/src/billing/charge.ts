import { paymentMethodId } from '../api/payment-method-routes.ts';
import { iso } from '../clock.ts';
import type { SimulatorContext } from '../context.ts';
import { transactionJson } from '../json/transaction-json.ts';
import { paddleId } from '../paddle-id.ts';
import type { CardOnFile, LineRecord, SubscriptionRecord, TransactionRecord } from '../state.ts';

export interface ChargeRequest {
  sub: SubscriptionRecord;
  origin: TransactionRecord['origin'];
  lines: LineRecord[];
  creditMinor?: number;
  billingPeriod: { startsAt: Date; endsAt: Date } | null;
  card: CardOnFile;
  at: Date;
  /** A transaction created through the API (its checkout): completed in place, keeping id and custom data. */
  transactionId?: string;
  /** Leaves a charged transaction `paid` (completed later by completePaidTransaction), as Paddle often does. */
  completeLater?: boolean;
}

/** Whether the next charge is declined (failNextPayment), using up one forced failure. */
export function takeForcedFailure(context: SimulatorContext): boolean {
  if (context.state.failCharges <= 0) return false;
  context.state.failCharges -= 1;
  return true;
}

/**
 * Bills a subscription: a transaction with one payment attempt, completed when the card is charged (or there is
 * nothing to pay), past_due when declined. Emits Paddle's transaction events; the caller emits the subscription's.
 */
export function charge(
  context: SimulatorContext,
  request: ChargeRequest,
  declined = false,
): TransactionRecord {
  const { state, clock, webhooks } = context;
  const stamp = clock.time(request.at);
  const due = Math.max(
    0,
    request.lines.reduce((sum, line) => sum + line.amountMinor, 0) - (request.creditMinor ?? 0),
  );
  const failed = due > 0 && (declined || takeForcedFailure(context));
  const held = !failed && request.completeLater === true;
  const txn: TransactionRecord = {
    id: request.transactionId ?? paddleId('txn'),
    status: failed ? 'past_due' : held ? 'paid' : 'completed',
    origin: request.origin,
    customerId: request.sub.customerId,
    addressId: request.sub.addressId,
    subscriptionId: request.sub.id,
    country: request.sub.country,
    currency: state.prices.get(request.sub.priceId)?.currency ?? 'USD',
    customData: request.sub.customData,
    createdAt: stamp,
    updatedAt: stamp,
    billedAt: stamp,
    invoiceNumber: failed || held ? null : `325-${10000 + ++state.invoiceCounter}`,
    billingPeriod: request.billingPeriod
      ? { startsAt: iso(request.billingPeriod.startsAt), endsAt: iso(request.billingPeriod.endsAt) }
      : null,
    lines: request.lines.map((line) => ({ ...line, id: paddleId('txnitm') })),
    creditMinor: request.creditMinor ?? 0,
    payments:
      due > 0
        ? [
            {
              id: crypto.randomUUID(),
              amountMinor: due,
              status: failed ? 'error' : 'captured',
              errorCode: failed ? 'declined' : null,
              createdAt: stamp,
              capturedAt: failed ? null : stamp,
              storedPaymentMethodId: paymentMethodId(request.sub),
              card: request.card,
            },
          ]
        : [],
  };
  state.transactions.set(txn.id, txn);
  const json = transactionJson(context, txn);
  if (failed) {
    webhooks.emit('transaction.payment_failed', { ...json, status: 'billed' }, request.at);
    webhooks.emit('transaction.past_due', json, request.at);
  } else {
    webhooks.emit('transaction.paid', { ...json, status: 'paid' }, request.at);
    if (!held) webhooks.emit('transaction.completed', json, request.at);
  }
  return txn;
}
