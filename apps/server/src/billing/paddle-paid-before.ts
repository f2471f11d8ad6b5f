import type { Paddle } from '@paddle/paddle-node-sdk';
import { sealedByUs } from './user-seal.ts';

export interface PaddleBuyer {
  email: string;
  /** Our API key: only entities of checkouts we created (custom data under our seal) count. */
  apiKey: string;
  /** Customer ids we stored for the user (the email may have changed since). */
  customerIds?: string[];
  /** The subscription being checked itself (a trial just started) does not count. */
  exceptSubscriptionId?: string;
}

/**
 * Paddle's side of "first-time users who never paid before" (no second trial): a customer with this
 * email (or a stored customer id) who had any other subscription (its trial used) or any paid
 * transaction with a non-zero total — of checkouts we created (custom data under our seal, which
 * renewals copy): anyone can open a Paddle.js checkout with a user's email, and a free trial taken
 * that way must not cost the user theirs. Our own payment records are the other side; they cascade
 * away with a deleted account, Paddle's do not.
 */
export async function paidBeforeAtPaddle(paddle: Paddle, buyer: PaddleBuyer): Promise<boolean> {
  const customers = await paddle.customers.list({ email: [buyer.email] }).next();
  const ids = [...new Set([...customers.map((customer) => customer.id), ...(buyer.customerIds ?? [])])];
  if (ids.length === 0) return false;
  const subscriptions = await paddle.subscriptions.list({ customerId: ids }).next();
  const ours = (entity: { customData: unknown }) => sealedByUs(buyer.apiKey, entity.customData);
  if (
    subscriptions.some((subscription) => subscription.id !== buyer.exceptSubscriptionId && ours(subscription))
  )
    return true;
  const transactions = await paddle.transactions
    .list({ customerId: ids, status: ['paid', 'completed'] })
    .next();
  return transactions.some(
    (transaction) => ours(transaction) && Number(transaction.details?.totals?.total ?? '0') > 0,
  );
}
