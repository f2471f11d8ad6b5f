import type { Paddle } from '@paddle/paddle-node-sdk';
import { sealedFor } from './user-seal.ts';

/**
 * Whether a subscription came from a checkout transaction we created for this user: one of its
 * transactions with origin `api` (only our API key makes those) names the user in its custom data
 * under our seal (the buyer's browser can rewrite an open checkout's custom data, not the seal).
 */
export async function checkoutCreatedFor(
  paddle: Paddle,
  apiKey: string,
  subscriptionId: string,
  userId: string,
): Promise<boolean> {
  const transactions = await paddle.transactions
    .list({ subscriptionId: [subscriptionId], origin: ['api'] })
    .next();
  return transactions.some(
    (transaction) => transaction.origin === 'api' && sealedFor(apiKey, transaction.customData, userId),
  );
}
