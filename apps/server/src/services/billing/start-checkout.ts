import type { CheckoutResponse } from '@galley/contracts';
import { checkoutPageUrl } from '../../billing/checkout-url.ts';
import { createCheckoutTransaction } from '../../billing/paddle-checkout-transaction.ts';
import { paddleClient } from '../../billing/paddle-client.ts';
import { findPrice } from '../../billing/price-catalog.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { withCheckoutLock } from './checkout-lock.ts';
import { paidBefore } from './paid-before.ts';
import { readSubscription } from './read-subscription.ts';
import { withPaddle } from './with-paddle.ts';

/**
 * Starts the checkout of a price on sale: the transaction is created here, for the session's user
 * (its custom_data.user_id ties the subscription back and no browser can change it); the browser only
 * opens it. A user whose plan is in force changes plan instead. The trial is offered only to users who
 * never paid, by our records and by Paddle's. Checkouts of one user are made one at a time
 * (withCheckoutLock), so simultaneous requests share the transaction the first one made.
 */
export async function startCheckout(
  deps: BillingDeps & { publicUrl: string },
  user: UserRow,
  priceId: string,
): Promise<CheckoutResponse> {
  const price = findPrice(deps.siteFile, priceId);
  if (!price) throw new AppError('not_found', 'Plan not found');
  const current = await readSubscription(deps.db, user.id, deps.now);
  if (current.planInForce !== 'free') throw new AppError('bad_request', 'Failed to initialize checkout');
  const paid = await withPaddle('Failed to initialize checkout', () => paidBefore(deps, user));
  const paddle = paddleClient(deps.billing);
  // One at a time per user: a request made at the same moment as another then finds its transaction.
  // A lock given up (Paddle hung) fails as Paddle failing does.
  const { transactionId } = await withPaddle('Failed to initialize checkout', () =>
    withCheckoutLock(deps.db, user.id, () =>
      createCheckoutTransaction(paddle, {
        priceId: price.priceId,
        email: user.email,
        userId: user.id,
        apiKey: deps.billing.apiKey,
      }),
    ),
  );
  return {
    transaction_id: transactionId,
    price_id: price.priceId,
    trial: !paid,
    trial_days: deps.siteFile.pricing.trialDays,
    customer_email: user.email,
    client_token: deps.billing.clientToken ?? null,
    environment: deps.billing.environment,
    checkout_url: checkoutPageUrl(deps.billing, {
      transactionId,
      successUrl: `${deps.publicUrl}/users/payment-success`,
      country: user.country,
    }),
  };
}
