import type { PaddleTransaction } from '../../billing/paddle-transaction.ts';
import { sealedFor } from '../../billing/user-seal.ts';
import type { BillingDeps } from './billing-deps.ts';
import { resolveBillingUser } from './resolve-billing-user.ts';

/**
 * The user a Paddle transaction belongs to: its subscription's, or the one its custom data names when
 * it is our own checkout (origin `api`, sealed with our API key). Null when neither.
 */
export function transactionOwner(
  deps: BillingDeps,
  transaction: PaddleTransaction,
  userHint: string | null,
): Promise<string | null> {
  return resolveBillingUser(deps, {
    candidate: transaction.userId ?? userHint,
    subscriptionId: transaction.subscriptionId,
    customerId: transaction.customerId,
    createdByUs:
      transaction.origin === 'api' &&
      transaction.userId !== null &&
      sealedFor(deps.billing.apiKey, transaction.customData, transaction.userId),
  });
}
