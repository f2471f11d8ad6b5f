import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/wait-for.ts';
import { paddleClient } from '../../billing/paddle-client.ts';
import { fetchSubscription } from '../../billing/paddle-subscription.ts';
import { loggerOptions } from '../../logging/request-log.ts';
import { applyBillingEvent } from '../../services/billing/apply-billing-event.ts';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { cancelDuplicateSubscription } from '../../services/billing/cancel-duplicate-subscription.ts';
import { refundFirstCharge } from '../../services/billing/refund-first-charge.ts';
import { eventsApplied, signedInUser, subscriptionWhen } from './test-support/billing-harness.ts';
import { keptAndSecondCheckout } from './test-support/kept-and-second-checkout.ts';
import { paymentStatus, paymentStatusWhen } from './test-support/payment-status.ts';
import { MAX, PRO, useBillingHarness } from './test-support/use-billing-harness.ts';

describe('one open checkout per user and price (issue 17: two tabs, two paid subscriptions)', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const harness = useBillingHarness({ logger: pino(loggerOptions('warn'), sink) });
  const refundWarnings = () =>
    lines.filter((line) => line.includes('first charge of a second live Paddle subscription refunded'));

  it('answers the same open transaction to a second tab, which Paddle completes once', async () => {
    const h = harness();
    const { account, browser } = await signedInUser(h);
    const start = () => browser.post('/api/v1/payments/checkout/', { price_id: PRO });
    const first = await start();
    const second = await start();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const transactionId = first.json().transaction_id;
    expect(second.json().transaction_id).toBe(transactionId);

    const paid = await h.simulator.completeCheckout({ transactionId });
    await expect(h.simulator.completeCheckout({ transactionId })).rejects.toThrow();
    await subscriptionWhen(h, account.user.id, (row) => row.paddleSubscriptionId === paid.subscriptionId);
    await eventsApplied(h);
    const paddle = paddleClient(h.t.app.config.billing);
    const [customer] = await paddle.customers.list({ email: [account.email] }).next();
    const subs = await paddle.subscriptions.list({ customerId: [customer?.id ?? ''] }).next();
    expect(subs.map((sub) => sub.id)).toEqual([paid.subscriptionId]);
  });

  it.each([2, 10])('answers %i checkout requests sent at the same moment with one transaction', async (n) => {
    const h = harness();
    const { account, browser } = await signedInUser(h);
    const answers = await Promise.all(
      Array.from({ length: n }, () => browser.post('/api/v1/payments/checkout/', { price_id: PRO })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(n).fill(200));
    const ids = new Set(answers.map((answer) => answer.json().transaction_id));
    expect(ids.size).toBe(1);
    const paddle = paddleClient(h.t.app.config.billing);
    const [customer] = await paddle.customers.list({ email: [account.email] }).next();
    const made = await paddle.transactions.list({ customerId: [customer?.id ?? ''] }).next();
    expect(made.map((transaction) => transaction.id)).toEqual([...ids]);
  });

  it('makes a new transaction for another price', async () => {
    const h = harness();
    const { account, browser } = await signedInUser(h);
    const start = (priceId: string) => browser.post('/api/v1/payments/checkout/', { price_id: priceId });
    const pro = (await start(PRO)).json().transaction_id;
    const max = (await start(MAX)).json().transaction_id;
    expect(max).not.toBe(pro);
    await h.simulator.completeCheckout({ transactionId: pro });
    await subscriptionWhen(h, account.user.id, (row) => row.status === 'trialing' || row.status === 'active');
  });

  it('cancels at once a second live subscription paid from a checkout of another price', async () => {
    const h = harness();
    const { account, browser, kept, secondTransactionId: max } = await keptAndSecondCheckout(h);
    const extra = await h.simulator.completeCheckout({ transactionId: max });
    await eventsApplied(h);
    const paddle = paddleClient(h.t.app.config.billing);
    expect((await paddle.subscriptions.get(extra.subscriptionId)).status).toBe('canceled');
    const row = await subscriptionWhen(h, account.user.id, () => true);
    expect(row.paddleSubscriptionId).toBe(kept.subscriptionId);
    expect(row.plan).toBe('pro');

    // Its first charge (Max has no trial) is refunded in full, once, and logged at warn.
    const charged = (await paddle.transactions.get(extra.transactionId)).details?.totals?.grandTotal;
    expect(Number(charged)).toBeGreaterThan(0);
    const refundsOf = () => paddle.adjustments.list({ subscriptionId: [extra.subscriptionId] }).next();
    const refunds = await refundsOf();
    expect(refunds.map((refund) => [refund.transactionId, refund.action, refund.totals.total])).toEqual([
      [extra.transactionId, 'refund', charged],
    ]);
    expect(refundWarnings()).toHaveLength(1);
    // Paddle's adjustment events (sent while the job that refunded ran) mark the payment record refunded.
    await paymentStatusWhen(browser, extra.transactionId, 'refunded');
    expect(await paymentStatus(browser, kept.transactionId)).toBe('paid');
    expect(JSON.parse(refundWarnings()[0] ?? '{}')).toMatchObject({
      level: 40,
      subscription: extra.subscriptionId,
      adjustment: refunds[0]?.id,
    });

    // Paddle redelivers the subscription's events; a job runs again on the state it read before the
    // cancel (as one that failed between the refund and the cancel would): no second refund.
    for (const delivery of h.simulator.deliveries())
      if (h.simulator.eventBody(delivery.eventId).includes(extra.subscriptionId))
        await h.simulator.redeliver(delivery.eventId);
    await eventsApplied(h);
    const stale = { ...(await fetchSubscription(paddle, extra.subscriptionId)), status: 'active' as const };
    const deps = { ...billingDepsOf(h.t.app), log: h.t.app.log };
    await Promise.all([1, 2, 3].map(() => cancelDuplicateSubscription(deps, paddle, account.user.id, stale)));
    expect((await refundsOf()).map((refund) => refund.id)).toEqual([refunds[0]?.id]);
    expect(refundWarnings()).toHaveLength(1);
  });

  it('refunds a duplicate whose charge Paddle completes after its subscription events, then cancels it', async () => {
    const h = harness();
    const { account, browser, kept, secondTransactionId: max } = await keptAndSecondCheckout(h);
    const warned = refundWarnings().length;
    // Paddle's usual order: transaction.paid, subscription.created and .activated; the charge completes later.
    const extra = await h.simulator.completeCheckout({ transactionId: max, completeLater: true });
    const sent = () =>
      h.simulator
        .deliveries()
        .filter((delivery) => h.simulator.eventBody(delivery.eventId).includes(extra.subscriptionId));
    expect(sent().map((delivery) => delivery.eventType)).toEqual([
      'transaction.paid',
      'subscription.created',
      'subscription.activated',
    ]);
    const paddle = paddleClient(h.t.app.config.billing);
    const refundsOf = () => paddle.adjustments.list({ subscriptionId: [extra.subscriptionId] }).next();
    // The jobs found the charge not completed and wait for it (they fail, to be retried): the duplicate
    // is neither refunded nor cancelled yet.
    await waitFor(
      async () => lines.some((line) => line.includes(`${extra.transactionId} is not completed`)),
      {
        timeoutMs: 30_000,
        intervalMs: 100,
        message: () => 'no job waited for the charge',
      },
    );
    expect(await refundsOf()).toEqual([]);
    expect((await paddle.subscriptions.get(extra.subscriptionId)).status).toBe('active');

    await h.simulator.completeTransaction(extra.transactionId);
    expect(sent()[3]?.eventType).toBe('transaction.completed');
    await waitFor(async () => (await paddle.subscriptions.get(extra.subscriptionId)).status === 'canceled', {
      timeoutMs: 30_000,
      intervalMs: 100,
      message: () => 'the duplicate was not cancelled',
    });
    const charged = (await paddle.transactions.get(extra.transactionId)).details?.totals;
    const refunds = await refundsOf();
    expect(refunds.map((refund) => [refund.transactionId, refund.status, refund.totals.total])).toEqual([
      [extra.transactionId, 'approved', charged?.grandTotal],
    ]);
    expect(refunds[0]?.currencyCode).toBe((await paddle.transactions.get(extra.transactionId)).currencyCode);
    await paymentStatusWhen(browser, extra.transactionId, 'refunded');
    expect(await paymentStatus(browser, kept.transactionId)).toBe('paid');
    expect((await subscriptionWhen(h, account.user.id, () => true)).paddleSubscriptionId).toBe(
      kept.subscriptionId,
    );

    // The jobs that waited for the charge run again (pg-boss retries them a little later), all at once:
    // the duplicate is cancelled, so still one refund, one warning.
    const deps = { ...billingDepsOf(h.t.app), log: h.t.app.log };
    const again = await Promise.all(sent().map((delivery) => applyBillingEvent(deps, delivery.eventId)));
    expect(again).toEqual(Array(again.length).fill('applied'));
    expect((await refundsOf()).map((refund) => refund.id)).toEqual([refunds[0]?.id]);
    expect(refundWarnings()).toHaveLength(warned + 1);
  });

  it('refunds a charge once when several jobs ask at the same moment', async () => {
    const h = harness();
    const { browser } = await signedInUser(h);
    const start = await browser.post('/api/v1/payments/checkout/', { price_id: MAX });
    const paid = await h.simulator.completeCheckout({ transactionId: start.json().transaction_id });
    const paddle = paddleClient(h.t.app.config.billing);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refundFirstCharge(paddle, paid.subscriptionId, 'test')),
    );
    expect(answers.filter((answer) => answer?.made)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer?.adjustment.id)).size).toBe(1);
    const refunds = await paddle.adjustments.list({ transactionId: [paid.transactionId] }).next();
    expect(refunds.map((refund) => refund.id)).toEqual([answers[0]?.adjustment.id]);
  });
});
