import { ApiError, type Environment, Paddle } from '@paddle/paddle-node-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_PRICE_IDS } from './catalog.ts';
import { startPaddleSimulator } from './start-paddle-simulator.ts';
import type { PaddleSimulator } from './types.ts';

const DAY = 86_400_000;
const START = new Date('2026-03-01T10:00:00.000Z');
let simulator: PaddleSimulator;
let paddle: Paddle;

beforeEach(async () => {
  simulator = await startPaddleSimulator({ webhookSecret: 'secret', apiKey: 'test-key', now: () => START });
  paddle = new Paddle('test-key', { environment: simulator.url as Environment });
});
afterEach(() => simulator.close());

const checkout = (email: string, priceId: string = SIMULATOR_PRICE_IDS.pro.monthly, country?: string) =>
  simulator.completeCheckout({
    priceId,
    email,
    customData: { user_id: email },
    ...(country ? { country } : {}),
  });

describe('the real Paddle SDK against the simulator', () => {
  it('creates, gets and lists customers; a second customer with the same email is a 409 ApiError', async () => {
    const created = await paddle.customers.create({ email: 'Ada@Example.org', name: 'Ada' });
    expect(created).toMatchObject({ email: 'ada@example.org', name: 'Ada', status: 'active' });
    expect(created.id).toMatch(/^ctm_[a-z0-9]{26}$/);
    expect((await paddle.customers.get(created.id)).email).toBe('ada@example.org');
    const listed = await paddle.customers.list({ email: ['ada@example.org'] }).next();
    expect(listed.map((customer) => customer.id)).toEqual([created.id]);
    const duplicate = await paddle.customers.create({ email: 'ada@example.org' }).catch((error) => error);
    expect(duplicate).toBeInstanceOf(ApiError);
    expect(duplicate).toMatchObject({ code: 'customer_already_exists' });
    expect(duplicate.detail).toContain(created.id);
  });

  it('refuses calls without the configured bearer key', async () => {
    const stranger = new Paddle('wrong', { environment: simulator.url as Environment });
    await expect(stranger.subscriptions.get('sub_x')).rejects.toMatchObject({ code: 'forbidden' });
    const bare = await fetch(`${simulator.url}/subscriptions/sub_x`);
    expect(bare.status).toBe(403);
    expect((await bare.json()).error).toMatchObject({
      type: 'request_error',
      code: 'authentication_missing',
      documentation_url: 'https://developer.paddle.com/errors/shared/authentication_missing',
    });
  });

  it('answers unknown ids with a not_found ApiError', async () => {
    await expect(paddle.transactions.get('txn_01nothere')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('sells the plans: prices with a 14-day trial on Pro, none on Max', async () => {
    const pro = await paddle.prices.get(SIMULATOR_PRICE_IDS.pro.yearly);
    expect(pro).toMatchObject({
      unitPrice: { amount: '19900', currencyCode: 'USD' },
      billingCycle: { interval: 'year' },
    });
    expect(pro.trialPeriod).toMatchObject({ interval: 'day', frequency: 14 });
    expect((await paddle.prices.get(SIMULATOR_PRICE_IDS.max.monthly)).trialPeriod).toBeNull();
    const all = await paddle.prices.list().next();
    expect(all).toHaveLength(4);
  });

  it('a first checkout of Pro is a 14-day trial with a zero transaction; the subscription parses whole', async () => {
    const result = await checkout('first@example.org');
    const sub = await paddle.subscriptions.get(result.subscriptionId, { include: ['next_transaction'] });
    expect(sub).toMatchObject({
      status: 'trialing',
      customerId: result.customerId,
      customData: { user_id: 'first@example.org' },
    });
    expect(sub.items[0]?.trialDates?.endsAt).toBe('2026-03-15T10:00:00.000000Z');
    expect(sub.nextBilledAt).toBe('2026-03-15T10:00:00.000000Z');
    expect(sub.nextTransaction?.details.totals.total).toBe('1990');
    expect(sub.managementUrls?.cancel).toContain(simulator.url);
    const txn = await paddle.transactions.get(result.transactionId);
    expect(txn).toMatchObject({ status: 'completed', subscriptionId: sub.id, origin: 'web' });
    expect(txn.details?.totals?.total).toBe('0');
  });

  it('a customer who paid before gets no second trial, also after the first subscription is cancelled', async () => {
    const first = await checkout('paid@example.org', SIMULATOR_PRICE_IDS.max.monthly);
    await paddle.subscriptions.cancel(first.subscriptionId, { effectiveFrom: 'immediately' });
    const again = await checkout('paid@example.org');
    const sub = await paddle.subscriptions.get(again.subscriptionId);
    expect(sub.status).toBe('active');
    expect(sub.items[0]?.trialDates).toBeNull();
    expect((await paddle.transactions.get(again.transactionId)).details?.totals?.total).toBe('1990');
    const subs = await paddle.subscriptions.list({ customerId: [again.customerId] }).next();
    expect(subs.map((item) => item.status).sort()).toEqual(['active', 'canceled']);
  });

  it('previews and applies an upgrade prorated immediately: the charge is the preview amount', async () => {
    const { subscriptionId } = await checkout('up@example.org', SIMULATOR_PRICE_IDS.max.monthly);
    const downgradeFirst = await paddle.subscriptions.update(subscriptionId, {
      items: [{ priceId: SIMULATOR_PRICE_IDS.pro.monthly, quantity: 1 }],
      prorationBillingMode: 'do_not_bill',
    });
    expect(downgradeFirst.items[0]?.price.id).toBe(SIMULATOR_PRICE_IDS.pro.monthly);
    await simulator.advanceClock(15 * DAY);
    const change = {
      items: [{ priceId: SIMULATOR_PRICE_IDS.max.monthly, quantity: 1 }],
      prorationBillingMode: 'prorated_immediately' as const,
    };
    const preview = await paddle.subscriptions.previewUpdate(subscriptionId, change);
    expect(preview.updateSummary?.result.action).toBe('charge');
    const share = (31 - 15) / 31;
    expect(Number(preview.updateSummary?.charge.amount)).toBe(Math.round(4990 * share));
    expect(Number(preview.updateSummary?.credit.amount)).toBe(Math.round(1990 * share));
    const due = preview.immediateTransaction?.details.totals.grandTotal;
    expect(Number(due)).toBe(Math.round(4990 * share) - Math.round(1990 * share));
    const updated = await paddle.subscriptions.update(subscriptionId, change);
    expect(updated.items[0]?.price.id).toBe(SIMULATOR_PRICE_IDS.max.monthly);
    const txns = await paddle.transactions
      .list({ subscriptionId: [subscriptionId], orderBy: 'created_at[DESC]' })
      .next();
    expect(txns[0]).toMatchObject({ origin: 'subscription_update', status: 'completed' });
    expect(txns[0]?.details?.totals?.grandTotal).toBe(due);
    expect(txns[0]?.details?.lineItems[0]?.proration?.rate).toBe(share.toFixed(5));
  });

  it('a declined upgrade charge changes nothing (prevent_change) and answers subscription_payment_declined', async () => {
    const { subscriptionId } = await checkout('declined@example.org', SIMULATOR_PRICE_IDS.max.monthly);
    await paddle.subscriptions.update(subscriptionId, {
      items: [{ priceId: SIMULATOR_PRICE_IDS.pro.monthly, quantity: 1 }],
      prorationBillingMode: 'do_not_bill',
    });
    simulator.failNextPayment();
    const error = await paddle.subscriptions
      .update(subscriptionId, {
        items: [{ priceId: SIMULATOR_PRICE_IDS.max.yearly, quantity: 1 }],
        prorationBillingMode: 'prorated_immediately',
      })
      .catch((caught) => caught);
    expect(error).toMatchObject({ code: 'subscription_payment_declined', detail: 'payment declined' });
    const sub = await paddle.subscriptions.get(subscriptionId);
    expect(sub).toMatchObject({ status: 'active', billingCycle: { interval: 'month' } });
    expect(sub.items[0]?.price.id).toBe(SIMULATOR_PRICE_IDS.pro.monthly);
    const txns = await paddle.transactions.list({ subscriptionId: [subscriptionId] }).next();
    expect(txns.map((txn) => txn.status)).toEqual(['completed']);
    expect(simulator.deliveries().some((delivery) => delivery.eventType === 'transaction.past_due')).toBe(
      false,
    );
  });

  it('a change of billing interval charges the new price in full, credits the unused old one, restarts the period', async () => {
    const { subscriptionId } = await checkout('yearly@example.org', SIMULATOR_PRICE_IDS.max.monthly);
    await simulator.advanceClock(10 * 86_400_000);
    const preview = await paddle.subscriptions.previewUpdate(subscriptionId, {
      items: [{ priceId: SIMULATOR_PRICE_IDS.max.yearly, quantity: 1 }],
      prorationBillingMode: 'prorated_immediately',
    });
    expect(preview.updateSummary?.charge.amount).toBe('49900');
    expect(preview.updateSummary?.credit.amount).toBe(String(Math.round((4990 * 21) / 31)));
    expect(preview.currentBillingPeriod).toEqual({
      startsAt: '2026-03-11T10:00:00.000000Z',
      endsAt: '2027-03-11T10:00:00.000000Z',
    });
  });

  it('refuses an item change without a proration mode, with Paddle’s field errors', async () => {
    const { subscriptionId } = await checkout('mode@example.org');
    const error = await paddle.subscriptions
      .update(subscriptionId, { items: [{ priceId: SIMULATOR_PRICE_IDS.max.monthly, quantity: 1 }] })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors).toEqual([{ field: 'proration_billing_mode', message: expect.any(String) }]);
  });

  it('cancels at period end as a scheduled change, which an update with scheduledChange null removes', async () => {
    const { subscriptionId } = await checkout('cancel@example.org', SIMULATOR_PRICE_IDS.max.yearly);
    const cancelling = await paddle.subscriptions.cancel(subscriptionId, {
      effectiveFrom: 'next_billing_period',
    });
    expect(cancelling.status).toBe('active');
    expect(cancelling.scheduledChange).toEqual({
      action: 'cancel',
      effectiveAt: '2027-03-01T10:00:00.000000Z',
      resumeAt: null,
    });
    expect(cancelling.nextBilledAt).toBeNull();
    const kept = await paddle.subscriptions.update(subscriptionId, { scheduledChange: null });
    expect(kept.scheduledChange).toBeNull();
    expect(kept.nextBilledAt).toBe('2027-03-01T10:00:00.000000Z');
    const ended = await paddle.subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' });
    expect(ended).toMatchObject({ status: 'canceled', currentBillingPeriod: null, managementUrls: null });
    await expect(paddle.subscriptions.update(subscriptionId, { customData: { a: 1 } })).rejects.toMatchObject(
      { code: 'subscription_update_when_canceled' },
    );
  });

  it('links a real PDF invoice for a completed transaction', async () => {
    const { transactionId } = await checkout('invoice@example.org', SIMULATOR_PRICE_IDS.max.monthly, 'KR');
    const { url } = await paddle.transactions.getInvoicePDF(transactionId);
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('Total: $49.90 USD');
    expect(pdf).toContain('Tax: $4.54');
    // The xref offsets point at the objects (viewers reject a PDF whose offsets are wrong).
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.map((offset) => pdf.slice(offset, pdf.indexOf('\n', offset)))).toEqual(
      offsets.map((_offset, index) => `${index + 1} 0 obj`),
    );
    const tampered = await fetch(url.replace(/token=[\w-]+/, 'token=0'));
    expect(tampered.status).toBe(404);
  });

  it('creates customer-portal sessions with overview, cancel and payment-method links', async () => {
    const { customerId, subscriptionId } = await checkout('portal@example.org');
    const session = await paddle.customerPortalSessions.create(customerId, [subscriptionId]);
    expect(session.id).toMatch(/^cpls_/);
    expect(session.urls.general.overview).toContain(`/portal/customers/${customerId}?token=`);
    expect(session.urls.subscriptions).toEqual([
      {
        id: subscriptionId,
        cancelSubscription: expect.stringContaining(`/portal/subscriptions/${subscriptionId}/cancel?token=`),
        updateSubscriptionPaymentMethod: expect.stringContaining('/payment-method?token='),
      },
    ]);
    const overview = await (await fetch(session.urls.general.overview)).text();
    expect(overview).toContain('Pro monthly (trialing)');
    const cancelPage = session.urls.subscriptions[0]?.cancelSubscription ?? '';
    await fetch(cancelPage, { method: 'POST' });
    expect((await paddle.subscriptions.get(subscriptionId)).scheduledChange?.action).toBe('cancel');
  });

  it('lists the saved card (mask and expiry) as a payment method; the portal replaces it', async () => {
    const { customerId, subscriptionId } = await checkout(
      'card@example.org',
      SIMULATOR_PRICE_IDS.max.monthly,
    );
    const [method] = await paddle.paymentMethods.list(customerId).next();
    expect(method).toMatchObject({
      type: 'card',
      card: { type: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2029 },
    });
    const [txn] = await paddle.transactions.list({ subscriptionId: [subscriptionId] }).next();
    expect(txn?.payments[0]?.storedPaymentMethodId).toBe(method?.id);
    const session = await paddle.customerPortalSessions.create(customerId, [subscriptionId]);
    const form = new URLSearchParams({
      card_number: '5555 5555 5555 4444',
      card_expiry: '07/30',
      card_name: 'A',
    });
    await fetch(session.urls.subscriptions[0]?.updateSubscriptionPaymentMethod ?? '', {
      method: 'POST',
      body: form,
    });
    const updated = await paddle.paymentMethods.get(customerId, method?.id ?? '');
    expect(updated.card).toMatchObject({
      type: 'mastercard',
      last4: '4444',
      expiryMonth: 7,
      expiryYear: 2030,
    });
  });

  it('pages lists with meta.pagination the SDK follows', async () => {
    for (const name of ['a', 'b', 'c']) await checkout(`${name}@example.org`);
    const collection = paddle.customers.list({ perPage: 2 });
    const first = await collection.next();
    expect(first).toHaveLength(2);
    expect(collection.hasMore).toBe(true);
    expect(collection.estimatedTotal).toBe(3);
    const second = await collection.next();
    expect(second).toHaveLength(1);
    expect(collection.hasMore).toBe(false);
  });
});
