import { ApiError, type Paddle } from '@paddle/paddle-node-sdk';
import { openCheckoutFor } from './paddle-open-checkout.ts';
import { sealedCustomData } from './user-seal.ts';

/** The Paddle customer with this email, made when there is none (a race with another tab finds it). */
async function customerFor(paddle: Paddle, email: string): Promise<string> {
  const [found] = await paddle.customers.list({ email: [email] }).next();
  if (found) return found.id;
  try {
    return (await paddle.customers.create({ email })).id;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'customer_already_exists') throw error;
    const [made] = await paddle.customers.list({ email: [email] }).next();
    if (!made) throw error;
    return made.id;
  }
}

/**
 * The checkout's transaction, created here with the API key: the price, the user's Paddle customer
 * and `custom_data.user_id` from the session, sealed with the API key. Paddle.js (or the simulator's
 * page) opens it by id; its `origin` is `api`, which no browser can make, and the browser can replace
 * its custom data (updateCheckout) but not forge the seal, so the webhook tells our checkouts from any other.
 * A checkout of the same price still open for the user (another tab) is handed out again instead of a
 * second one: Paddle completes a transaction once. The caller (start-checkout.ts) runs this under the user's
 * checkout lock, so two requests at the same instant get the same transaction; a different price makes a new one.
 */
export async function createCheckoutTransaction(
  paddle: Paddle,
  checkout: { priceId: string; email: string; userId: string; apiKey: string },
): Promise<{ transactionId: string; customerId: string }> {
  const customerId = await customerFor(paddle, checkout.email);
  const open = await openCheckoutFor(paddle, { ...checkout, customerId });
  if (open) return { transactionId: open, customerId };
  const transaction = await paddle.transactions.create({
    items: [{ priceId: checkout.priceId, quantity: 1 }],
    customerId,
    customData: sealedCustomData(checkout.apiKey, checkout.userId),
  });
  return { transactionId: transaction.id, customerId };
}
