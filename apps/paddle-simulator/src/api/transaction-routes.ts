import { createTransaction } from '../billing/create-transaction.ts';
import type { SimulatorContext } from '../context.ts';
import { linkToken } from '../context.ts';
import { adjustmentJson } from '../json/adjustment-json.ts';
import { transactionJson } from '../json/transaction-json.ts';
import { listParam, ordered, page } from './list-page.ts';
import { type ApiAnswer, apiError, invalidField, notFound, ok } from './respond.ts';

/** GET /transactions/{id}; `include=adjustments` adds the transaction's refunds, as at Paddle. */
export function getTransactionRoute(
  context: SimulatorContext,
  id: string,
  query: URLSearchParams,
): ApiAnswer {
  const txn = context.state.transactions.get(id);
  if (!txn) return notFound(id);
  const json = transactionJson(context, txn);
  // Paddle documents `adjustments`; the Node SDK's types spell it `adjustment`: both are taken.
  const include = listParam(query, 'include') ?? [];
  if (!include.includes('adjustments') && !include.includes('adjustment')) return ok(json);
  const adjustments = [...context.state.adjustments.values()]
    .filter((adj) => adj.transactionId === txn.id)
    .map((adj) => adjustmentJson(context.state, adj));
  return ok({ ...json, adjustments });
}

/** POST /transactions: one catalog price, a customer_id and custom_data (the subset the server sends). */
export function createTransactionRoute(context: SimulatorContext, body: Record<string, unknown>): ApiAnswer {
  const items = Array.isArray(body.items) ? (body.items as Array<Record<string, unknown>>) : [];
  const priceId = items[0]?.price_id;
  if (items.length !== 1 || typeof priceId !== 'string')
    return invalidField('items', 'one item with a price_id is required');
  if (typeof body.customer_id !== 'string') return invalidField('customer_id', 'is required');
  const customData =
    body.custom_data && typeof body.custom_data === 'object'
      ? (body.custom_data as Record<string, unknown>)
      : null;
  const txn = createTransaction(context, { priceId, customerId: body.customer_id, customData });
  return ok(transactionJson(context, txn), 201);
}

const ORDER_FIELDS: Record<string, 'billedAt' | 'createdAt' | 'updatedAt' | 'id'> = {
  billed_at: 'billedAt',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
  id: 'id',
};

/** GET /transactions?subscription_id=…&customer_id=…&status=…&origin=…&order_by=created_at[DESC] */
export function listTransactionsRoute(context: SimulatorContext, query: URLSearchParams): ApiAnswer {
  const subs = listParam(query, 'subscription_id');
  const customers = listParam(query, 'customer_id');
  const statuses = listParam(query, 'status');
  const ids = listParam(query, 'id');
  const origins = listParam(query, 'origin');
  const txns = [...context.state.transactions.values()]
    .filter((txn) => !subs || (txn.subscriptionId !== null && subs.includes(txn.subscriptionId)))
    .filter((txn) => !customers || customers.includes(txn.customerId))
    .filter((txn) => !statuses || statuses.includes(txn.status))
    .filter((txn) => !ids || ids.includes(txn.id))
    .filter((txn) => !origins || origins.includes(txn.origin));
  const match = /^(\w+)(\[\w+\])$/.exec(query.get('order_by') ?? '');
  const orderBy = match?.[1] && ORDER_FIELDS[match[1]] ? `${ORDER_FIELDS[match[1]]}${match[2]}` : null;
  return page(
    ordered(txns, orderBy, ['billedAt', 'createdAt', 'updatedAt', 'id']),
    query,
    context.baseUrl,
    '/transactions',
    (txn) => transactionJson(context, txn),
  );
}

/** GET /transactions/{id}/invoice: a link to the invoice PDF (only once billed, as at Paddle). */
export function invoiceRoute(context: SimulatorContext, id: string): ApiAnswer {
  const txn = context.state.transactions.get(id);
  if (!txn) return notFound(id);
  if (txn.status !== 'completed')
    return apiError(
      400,
      'transaction_invoice_unavailable',
      'An invoice is only available for completed transactions.',
    );
  return ok({ url: `${context.baseUrl}/invoices/${txn.id}.pdf?token=${linkToken(context, txn.id)}` });
}
