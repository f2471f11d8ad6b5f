import type { SimulatorContext } from '../context.ts';
import { transactionJson } from '../json/transaction-json.ts';
import { paddleId } from '../paddle-id.ts';
import type { TransactionRecord } from '../state.ts';
import { PaddleApiError } from './api-error.ts';

export interface CreateTransactionParams {
  priceId: string;
  customerId: string;
  customData: Record<string, unknown> | null;
}

const invalid = (field: string, message: string) =>
  new PaddleApiError(400, 'invalid_field', 'Request does not pass validation.', [{ field, message }]);

/**
 * POST /transactions as Paddle does it for a checkout the server starts: a transaction for one catalog price
 * and a known customer, with the server's custom data, `ready` and `origin: api`. Paddle.js (here: the
 * checkout page, `?_ptxn=`) opens it; the buyer cannot change its items or custom data.
 */
export function createTransaction(
  context: SimulatorContext,
  params: CreateTransactionParams,
): TransactionRecord {
  const { state, clock } = context;
  const price = state.prices.get(params.priceId);
  if (!price) throw invalid('items[0].price_id', `price ${params.priceId} not found`);
  const customer = state.customers.get(params.customerId);
  if (!customer) throw invalid('customer_id', `customer ${params.customerId} not found`);
  const stamp = clock.time();
  const txn: TransactionRecord = {
    id: paddleId('txn'),
    status: 'ready',
    origin: 'api',
    customerId: customer.id,
    addressId: paddleId('add'),
    subscriptionId: null,
    country: 'US',
    currency: price.currency,
    customData: params.customData,
    createdAt: stamp,
    updatedAt: stamp,
    billedAt: null,
    invoiceNumber: null,
    billingPeriod: null,
    lines: [{ id: paddleId('txnitm'), priceId: price.id, amountMinor: price.amountMinor, proration: null }],
    creditMinor: 0,
    payments: [],
  };
  state.transactions.set(txn.id, txn);
  context.webhooks.emit('transaction.created', transactionJson(context, txn));
  context.webhooks.emit('transaction.ready', transactionJson(context, txn));
  return txn;
}
