import type { PaymentMethodResponse } from '@galley/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { paddleClient } from '../../billing/paddle-client.ts';
import { fetchTransaction } from '../../billing/paddle-transaction.ts';
import { billingPayments } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { liveSubscription } from './live-subscription.ts';
import { cardMask } from './payment-status.ts';
import { withPaddle } from './with-paddle.ts';

const FAILED = 'Failed to load payment method';

/**
 * The card (mask, expiry) of the subscription's last payment — only while the subscription gives
 * access (spec §4). The expiry is read from Paddle on each call: we do not keep it.
 */
export async function readPaymentMethod(deps: BillingDeps, userId: string): Promise<PaymentMethodResponse> {
  const row = await liveSubscription(deps, userId, FAILED);
  const [last] = await deps.db
    .select({ transactionId: billingPayments.transactionId })
    .from(billingPayments)
    .where(
      and(
        eq(billingPayments.subscriptionId, row.paddleSubscriptionId),
        inArray(billingPayments.paddleStatus, ['paid', 'completed']),
      ),
    )
    .orderBy(desc(billingPayments.paddleCreatedAt))
    .limit(1);
  if (!last) throw new AppError('not_found', FAILED);
  const transaction = await withPaddle(FAILED, () =>
    fetchTransaction(paddleClient(deps.billing), last.transactionId),
  );
  if (!transaction.method) throw new AppError('not_found', FAILED);
  const expiry = transaction.cardExpiry;
  return {
    type: transaction.method,
    card_brand: transaction.cardBrand,
    card_mask: cardMask(transaction.cardBrand, transaction.cardLast4),
    expiry: expiry ? `${String(expiry.month).padStart(2, '0')}/${expiry.year}` : null,
  };
}
