import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Environment, type EventEntity, Paddle } from '@paddle/paddle-node-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_PRICE_IDS } from '../catalog.ts';
import { startPaddleSimulator } from '../start-paddle-simulator.ts';
import type { PaddleSimulator } from '../types.ts';

const DAY = 86_400_000;
const SECRET = 'pdl_ntfset_test_secret';
const START = new Date('2026-01-31T12:00:00.000Z');

interface Received {
  raw: string;
  signature: string;
  event: EventEntity;
}

let simulator: PaddleSimulator;
let paddle: Paddle;
let receiver: http.Server;
let receiverUrl: string;
let received: Received[];

beforeEach(async () => {
  received = [];
  paddle = new Paddle('key', { environment: 'http://unused' as Environment });
  // A tiny webhook endpoint that verifies every delivery with the SDK's own unmarshal.
  receiver = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const signature = String(request.headers['paddle-signature'] ?? '');
    try {
      received.push({ raw, signature, event: await paddle.webhooks.unmarshal(raw, SECRET, signature) });
      response.writeHead(200).end();
    } catch {
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/v1/payments/webhook/`;
  simulator = await startPaddleSimulator({
    webhookSecret: SECRET,
    webhookUrl: receiverUrl,
    now: () => START,
  });
  paddle = new Paddle('key', { environment: simulator.url as Environment });
});
afterEach(async () => {
  await simulator.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const types = () => received.map((item) => item.event.eventType);
const checkout = (email: string, priceId: string = SIMULATOR_PRICE_IDS.pro.monthly, country = 'US') =>
  simulator.completeCheckout({ priceId, email, customData: { user_id: 42 }, country });

describe('webhooks signed as Paddle signs them', () => {
  it('a checkout sends customer, transaction and subscription events the SDK verifies and parses', async () => {
    const { subscriptionId } = await checkout('hooks@example.org');
    expect(types()).toEqual([
      'customer.created',
      'transaction.paid',
      'transaction.completed',
      'subscription.created',
      'subscription.trialing',
    ]);
    expect(simulator.deliveries().every((delivery) => delivery.status === 'delivered')).toBe(true);
    const created = received[3]?.event;
    expect(created?.data).toMatchObject({
      id: subscriptionId,
      status: 'trialing',
      customData: { user_id: 42 },
    });
    const header = received[0]?.signature ?? '';
    expect(header).toMatch(/^ts=\d{10};h1=[0-9a-f]{64}$/);
    // The signature covers the exact bytes: a changed body or another secret fails the SDK's check.
    const raw = received[0]?.raw ?? '';
    await expect(
      paddle.webhooks.unmarshal(raw.replace('customer', 'custumer'), SECRET, header),
    ).rejects.toThrow();
    await expect(paddle.webhooks.unmarshal(raw, 'other', header)).rejects.toThrow();
    // occurred_at strictly increases in the order events happened.
    const times = received.map((item) => item.event.occurredAt);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
  });

  it('redeliver sends the same body and event_id again with a fresh signature', async () => {
    await checkout('again@example.org');
    const first = received[1];
    await simulator.redeliver(first?.event.eventId ?? '');
    const last = received.at(-1);
    expect(last?.raw).toBe(first?.raw);
    expect(
      simulator.deliveries().find((delivery) => delivery.eventId === first?.event.eventId)?.attempts,
    ).toBe(2);
  });

  it('without a webhook URL events wait as pending; redelivered in reverse they still verify', async () => {
    simulator.setWebhookUrl(null);
    await checkout('later@example.org');
    expect(received).toHaveLength(0);
    expect(new Set(simulator.deliveries().map((delivery) => delivery.status))).toEqual(new Set(['pending']));
    simulator.setWebhookUrl(receiverUrl);
    for (const delivery of simulator.deliveries().reverse()) await simulator.redeliver(delivery.eventId);
    expect(types()).toEqual([
      'subscription.trialing',
      'subscription.created',
      'transaction.completed',
      'transaction.paid',
      'customer.created',
    ]);
    expect(simulator.eventBody(simulator.deliveries()[0]?.eventId ?? '')).toBe(received.at(-1)?.raw);
  });

  it('records a failed delivery when the receiver answers an error or is down', async () => {
    simulator.setWebhookUrl(`${receiverUrl}missing`.replace(/\/[^/]*$/, '/refuse'));
    receiver.removeAllListeners('request');
    receiver.on('request', (_request, response) => response.writeHead(503).end());
    await checkout('down@example.org');
    expect(simulator.deliveries()[0]).toMatchObject({ status: 'failed', httpStatus: 503, attempts: 1 });
  });
});

describe('the clock: trials, renewals, past_due, the Korean rule', () => {
  it('a trial ends in a paid renewal and subscription.activated; monthly renewals chain from the period end', async () => {
    const { subscriptionId } = await checkout('renew@example.org');
    received = [];
    await simulator.advanceClock(14 * DAY);
    expect(types()).toEqual([
      'transaction.paid',
      'transaction.completed',
      'subscription.updated',
      'subscription.activated',
    ]);
    let sub = await paddle.subscriptions.get(subscriptionId);
    expect(sub).toMatchObject({ status: 'active', firstBilledAt: '2026-02-14T12:00:00.000000Z' });
    expect(sub.currentBillingPeriod).toEqual({
      startsAt: '2026-02-14T12:00:00.000000Z',
      endsAt: '2026-03-14T12:00:00.000000Z',
    });
    await simulator.advanceClock(60 * DAY);
    sub = await paddle.subscriptions.get(subscriptionId);
    expect(sub.currentBillingPeriod?.startsAt).toBe('2026-04-14T12:00:00.000000Z');
    const txns = await paddle.transactions.list({ subscriptionId: [subscriptionId] }).next();
    expect(txns.map((txn) => [txn.origin, txn.details?.totals?.total])).toEqual([
      ['web', '0'],
      ['subscription_recurring', '1990'],
      ['subscription_recurring', '1990'],
      ['subscription_recurring', '1990'],
    ]);
  });

  it('a scheduled cancel ends the subscription at period end with subscription.canceled', async () => {
    const { subscriptionId } = await checkout('end@example.org', SIMULATOR_PRICE_IDS.max.monthly);
    await paddle.subscriptions.cancel(subscriptionId, { effectiveFrom: 'next_billing_period' });
    await simulator.webhooksSettled();
    expect(types().at(-1)).toBe('subscription.updated');
    received = [];
    await simulator.advanceClock(40 * DAY);
    expect(types()).toEqual(['subscription.updated', 'subscription.canceled']);
    const sub = await paddle.subscriptions.get(subscriptionId);
    expect(sub).toMatchObject({ status: 'canceled', canceledAt: '2026-02-28T12:00:00.000000Z' });
  });

  it('failNextPayment makes the renewal past_due; the retry a day later makes it active again', async () => {
    const { subscriptionId } = await checkout('due@example.org', SIMULATOR_PRICE_IDS.max.monthly);
    simulator.failNextPayment();
    received = [];
    await simulator.advanceClock(28 * DAY + 1);
    expect(types()).toEqual([
      'transaction.payment_failed',
      'transaction.past_due',
      'subscription.updated',
      'subscription.past_due',
    ]);
    expect((await paddle.subscriptions.get(subscriptionId)).status).toBe('past_due');
    await simulator.advanceClock(DAY);
    expect((await paddle.subscriptions.get(subscriptionId)).status).toBe('active');
    const [txn] = await paddle.transactions
      .list({ subscriptionId: [subscriptionId], status: ['completed'], orderBy: 'created_at[DESC]' })
      .next();
    expect(txn?.payments.map((payment) => payment.status)).toEqual(['captured', 'error']);
  });

  it('payment recovery retries daily and cancels the subscription after 30 days past due', async () => {
    const { subscriptionId } = await checkout('dunning@example.org', SIMULATOR_PRICE_IDS.max.monthly);
    simulator.failNextPayment(40);
    await simulator.advanceClock(28 * DAY + 1);
    expect((await paddle.subscriptions.get(subscriptionId)).status).toBe('past_due');
    await simulator.advanceClock(29 * DAY);
    expect((await paddle.subscriptions.get(subscriptionId)).status).toBe('past_due');
    received = [];
    await simulator.advanceClock(DAY);
    expect(types().slice(-2)).toEqual(['subscription.updated', 'subscription.canceled']);
    expect((await paddle.subscriptions.get(subscriptionId)).status).toBe('canceled');
  });

  it('KR: a trial without consent is cancelled at its end, with the consent link until then', async () => {
    const { subscriptionId } = await checkout('kr@example.org', SIMULATOR_PRICE_IDS.pro.monthly, 'KR');
    const sub = await paddle.subscriptions.get(subscriptionId);
    expect(sub.scheduledChange).toMatchObject({
      action: 'cancel',
      effectiveAt: '2026-02-14T12:00:00.000000Z',
    });
    // The SDK's SubscriptionManagement drops continue_subscription: read it from the raw JSON.
    const raw = await (await fetch(`${simulator.url}/subscriptions/${subscriptionId}`)).json();
    expect(raw.data.management_urls.continue_subscription).toMatch(
      new RegExp(`/consent/${subscriptionId}\\?token=`),
    );
    await simulator.advanceClock(14 * DAY);
    expect((await paddle.subscriptions.get(subscriptionId)).status).toBe('canceled');
  });

  it('KR: after consent on the simulator page the trial renews like any other', async () => {
    const { subscriptionId } = await checkout('kr2@example.org', SIMULATOR_PRICE_IDS.pro.monthly, 'KR');
    const raw = await (await fetch(`${simulator.url}/subscriptions/${subscriptionId}`)).json();
    const consentUrl: string = raw.data.management_urls.continue_subscription;
    const page = await (await fetch(consentUrl)).text();
    expect(page).toContain('<button type="submit">I agree: continue my subscription</button>');
    await fetch(consentUrl, { method: 'POST' });
    const consented = await paddle.subscriptions.get(subscriptionId);
    expect(consented.scheduledChange).toBeNull();
    expect(consented.nextBilledAt).toBe('2026-02-14T12:00:00.000000Z');
    await simulator.advanceClock(14 * DAY);
    expect((await paddle.subscriptions.get(subscriptionId)).status).toBe('active');
  });
});
