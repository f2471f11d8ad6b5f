import { readCard } from '../card.ts';
import { addDays, addInterval } from '../clock.ts';
import type { SimulatorContext } from '../context.ts';
import { paddleId } from '../paddle-id.ts';
import type { SubscriptionRecord } from '../state.ts';
import type { CheckoutParams, CheckoutResult } from '../types.ts';
import { PaddleApiError } from './api-error.ts';
import { charge, takeForcedFailure } from './charge.ts';
import { checkoutTarget } from './checkout-target.ts';
import { createCustomer } from './create-customer.ts';
import { emitSubscription } from './emit-subscription.ts';

export class CheckoutDeclined extends Error {}

/**
 * What a completed checkout does at Paddle: of an API-created transaction (completed in place) or of a price
 * for an email. The customer (found by email or created), a subscription (trialing
 * when the price has a trial and the customer is a first-time one), its first transaction, and the webhooks.
 * Resolves after the webhooks have been delivered, so a redirect to the success page comes after them.
 */
export async function completeCheckout(
  context: SimulatorContext,
  params: CheckoutParams,
): Promise<CheckoutResult> {
  const { state, clock } = context;
  const { price, email, customData, transactionId } = checkoutTarget(context, params);
  const at = clock.now();
  const typed = params.card ?? {
    number: '4242424242424242',
    expiryMonth: 12,
    expiryYear: at.getUTCFullYear() + 3,
  };
  const reading = readCard(typed, at);
  if (!reading.ok)
    throw new PaddleApiError(400, 'invalid_field', reading.message, [
      { field: 'card', message: reading.message },
    ]);
  const existing = state.customerByEmail(email);
  const trialDays =
    price.trialDays && (!existing || state.isFirstTimeCustomer(existing.id)) ? price.trialDays : 0;
  // A trial only authorises the card; a paid start is charged now and a decline stops the checkout.
  if (reading.declined || (!trialDays && takeForcedFailure(context)))
    throw new CheckoutDeclined('The card was declined. Try another card.');
  const customer = existing ?? createCustomer(context, email);
  const stamp = clock.time(at);
  const periodEnd = trialDays ? addDays(at, trialDays) : addInterval(at, price.interval);
  const country = (params.country ?? 'US').toUpperCase();
  const sub: SubscriptionRecord = {
    id: paddleId('sub'),
    customerId: customer.id,
    addressId: paddleId('add'),
    country,
    priceId: price.id,
    status: trialDays ? 'trialing' : 'active',
    customData,
    createdAt: stamp,
    updatedAt: stamp,
    startedAt: stamp,
    firstBilledAt: trialDays ? null : stamp,
    periodStart: at,
    periodEnd,
    trialStart: trialDays ? at : null,
    trialEnd: trialDays ? periodEnd : null,
    canceledAt: null,
    scheduledCancelAt: null,
    consentRequired: trialDays > 0 && country === 'KR',
    consentedAt: null,
    pendingProrationMinor: 0,
    retryAt: null,
    card: reading.card,
  };
  state.subscriptions.set(sub.id, sub);
  const txn = charge(context, {
    sub,
    origin: transactionId ? 'api' : 'web',
    transactionId,
    lines: [{ id: '', priceId: price.id, amountMinor: trialDays ? 0 : price.amountMinor, proration: null }],
    billingPeriod: { startsAt: at, endsAt: periodEnd },
    card: reading.card,
    at,
    completeLater: params.completeLater,
  });
  emitSubscription(
    context,
    sub,
    ['subscription.created', trialDays ? 'subscription.trialing' : 'subscription.activated'],
    at,
  );
  await context.webhooks.settle();
  return { transactionId: txn.id, subscriptionId: sub.id, customerId: customer.id };
}
