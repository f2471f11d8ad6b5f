import type { CatalogPrice } from '../catalog.ts';
import type { SimulatorContext } from '../context.ts';
import type { CheckoutParams } from '../types.ts';
import { PaddleApiError } from './api-error.ts';

export interface CheckoutTarget {
  price: CatalogPrice;
  email: string;
  customData: Record<string, unknown> | null;
  /** The API-created transaction the checkout completes, when it opened one. */
  transactionId?: string;
}

/**
 * What a checkout buys: an API-created transaction's price, customer and custom data (the buyer can change
 * none of them), or the price, email and custom data the buyer's page gave.
 */
export function checkoutTarget(context: SimulatorContext, params: CheckoutParams): CheckoutTarget {
  const { state } = context;
  if (params.transactionId) {
    const txn = state.transactions.get(params.transactionId);
    if (!txn) throw new PaddleApiError(404, 'not_found', `Entity ${params.transactionId} not found`);
    if (txn.status !== 'ready' && txn.status !== 'draft')
      throw new PaddleApiError(400, 'transaction_not_ready', 'The transaction is not open for checkout.');
    const price = state.prices.get(txn.lines[0]?.priceId ?? '');
    const customer = state.customers.get(txn.customerId);
    if (!price || !customer) throw new PaddleApiError(404, 'not_found', `Entity ${txn.id} not found`);
    // Paddle.js may replace an open transaction's custom data (updateCheckout): the browser's word then.
    if (params.browserCustomData) txn.customData = params.browserCustomData;
    return { price, email: customer.email, customData: txn.customData, transactionId: txn.id };
  }
  const price = state.prices.get(params.priceId ?? '');
  if (!price) throw new PaddleApiError(404, 'not_found', `Entity ${params.priceId} not found`);
  const email = (params.email ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    throw new PaddleApiError(400, 'invalid_field', 'Request does not pass validation.', [
      { field: 'email', message: 'must be a valid email address' },
    ]);
  return { price, email, customData: params.customData ?? null };
}
