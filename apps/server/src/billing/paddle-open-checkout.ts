import type { Paddle } from '@paddle/paddle-node-sdk';
import { sealedFor } from './user-seal.ts';

/** How long an open checkout is handed out again; older ones are left to expire and a new one is made. */
const REUSE_WINDOW_MS = 60 * 60 * 1000;

/**
 * The user's checkout transaction for this price that is still open at Paddle (draft or ready, made by
 * our API key under our seal, recent), if any. A second tab gets the same transaction, which Paddle can
 * complete only once, so one user cannot pay for two subscriptions of the same price. Paddle is asked
 * rather than a column of ours: no migration, and Paddle knows best what is still open.
 */
export async function openCheckoutFor(
  paddle: Paddle,
  checkout: { customerId: string; priceId: string; userId: string; apiKey: string },
  now = Date.now(),
): Promise<string | null> {
  const transactions = await paddle.transactions
    .list({
      customerId: [checkout.customerId],
      status: ['draft', 'ready'],
      origin: ['api'],
      orderBy: 'created_at[DESC]',
    })
    .next();
  const open = transactions.find(
    (transaction) =>
      (transaction.status === 'draft' || transaction.status === 'ready') &&
      transaction.origin === 'api' &&
      // abs: Paddle's clock (the simulator's, in tests) may run ahead of ours.
      Math.abs(now - Date.parse(transaction.createdAt)) < REUSE_WINDOW_MS &&
      transaction.items.length === 1 &&
      transaction.items[0]?.price?.id === checkout.priceId &&
      sealedFor(checkout.apiKey, transaction.customData, checkout.userId),
  );
  return open?.id ?? null;
}
