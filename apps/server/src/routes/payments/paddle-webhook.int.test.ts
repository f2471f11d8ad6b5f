import { SIMULATOR_PRICE_IDS, signPayload } from '@galley/paddle-simulator';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/wait-for.ts';
import { paddleClient } from '../../billing/paddle-client.ts';
import { billingEvents, subscriptions } from '../../db/schema.ts';
import {
  type BillingHarness,
  signedInUser,
  startBillingHarness,
  subscriptionWhen,
} from './test-support/billing-harness.ts';

const PRO_MONTHLY = SIMULATOR_PRICE_IDS.pro.monthly;
const MAX_MONTHLY = SIMULATOR_PRICE_IDS.max.monthly;

describe('POST /api/v1/payments/webhook/ (acceptance 2)', () => {
  let h: BillingHarness;

  beforeAll(async () => {
    h = await startBillingHarness();
  });
  afterAll(() => h.close());

  const post = (body: string, signature: string | undefined) =>
    h.t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'paddle-signature': signature } : {}),
      },
      payload: body,
    });
  const eventCount = async () => (await h.t.app.db.select({ n: count() }).from(billingEvents))[0]?.n ?? 0;
  const rowOf = async (userId: string) =>
    (await h.t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  /** What a subscription's final state is, without times of writing. */
  const essence = (row: typeof subscriptions.$inferSelect | undefined) => ({
    plan: row?.plan,
    status: row?.status,
    cycle: row?.cycle,
    paddleStatus: row?.paddleStatus,
    cancelling: row?.cancelEffectiveAt !== null,
    price: row?.paddlePriceId,
  });

  const cancel = (id: string) =>
    paddleClient(h.t.app.config.billing).subscriptions.cancel(id, { effectiveFrom: 'next_billing_period' });

  /** A signed-in user who bought Max monthly at the simulator (the checkout transaction created here). */
  async function storyFor(country = 'US') {
    const { account, browser } = await signedInUser(h, country);
    const start = await browser.post('/api/v1/payments/checkout/', { price_id: MAX_MONTHLY });
    expect(start.statusCode).toBe(200);
    const checkout = await h.simulator.completeCheckout({
      transactionId: start.json().transaction_id,
      country,
    });
    return { account, browser, checkout };
  }

  /** Every event about these Paddle entities has been applied (or found no user). */
  const settled = (entityIds: string[]) =>
    waitFor(
      async () => {
        await h.simulator.webhooksSettled();
        const rows = await h.t.app.db.select().from(billingEvents);
        const about = rows.filter((row) => row.entityId && entityIds.includes(row.entityId));
        return about.length > 0 && about.every((row) => row.appliedAt !== null);
      },
      { timeoutMs: 20_000, intervalMs: 100, message: () => 'events not applied' },
    );

  it('applies a validly signed event: the checkout the server created shows as the subscription, tied by custom_data.user_id', async () => {
    const { account, browser } = await signedInUser(h);
    const start = await browser.post('/api/v1/payments/checkout/', { price_id: PRO_MONTHLY });
    expect(start.json()).toMatchObject({ trial: true });
    expect(start.json().custom_data).toBeUndefined();
    const created = await paddleClient(h.t.app.config.billing).transactions.get(start.json().transaction_id);
    expect(created).toMatchObject({
      origin: 'api',
      status: 'ready',
      customData: { user_id: account.user.id },
    });
    await h.simulator.completeCheckout({ transactionId: start.json().transaction_id });
    const row = await subscriptionWhen(h, account.user.id, (r) => r.status === 'trialing');
    expect(row).toMatchObject({ plan: 'pro', cycle: 'monthly', paddleStatus: 'trialing' });
    expect(h.simulator.deliveries().every((d) => d.httpStatus === 200)).toBe(true);
  });

  it("trusts custom_data.user_id only from our own sealed checkout: a stranger's checkout naming the user changes nothing", async () => {
    const victim = await signedInUser(h);
    const stranger = await signedInUser(h);
    // Paddle.js opened with items by the stranger's browser, custom data written by hand.
    const forged = await h.simulator.completeCheckout({
      priceId: MAX_MONTHLY,
      email: stranger.account.email,
      customData: { user_id: victim.account.user.id },
    });
    await settled([forged.subscriptionId, forged.transactionId]);
    expect(await rowOf(victim.account.user.id)).toBeUndefined();
    expect((await victim.browser.get('/api/v1/payments/')).json()).toMatchObject({ count: 0 });
    expect((await victim.browser.get('/api/v1/payments/subscription/')).json()).toMatchObject({
      plan: 'free',
    });
    expect(await rowOf(stranger.account.user.id)).toBeUndefined();

    // The stranger types the victim's email, so Paddle files it under the victim's own customer.
    const asVictim = await h.simulator.completeCheckout({
      priceId: MAX_MONTHLY,
      email: victim.account.email,
      customData: { user_id: victim.account.user.id },
    });
    // The stranger's own server checkout, its custom data replaced in the browser (updateCheckout).
    const own = await stranger.browser.post('/api/v1/payments/checkout/', { price_id: MAX_MONTHLY });
    const rewritten = await h.simulator.completeCheckout({
      transactionId: own.json().transaction_id,
      browserCustomData: { user_id: victim.account.user.id },
    });
    await settled([
      asVictim.subscriptionId,
      asVictim.transactionId,
      rewritten.subscriptionId,
      rewritten.transactionId,
    ]);
    expect(await rowOf(victim.account.user.id)).toBeUndefined();
    expect((await victim.browser.get('/api/v1/payments/')).json()).toMatchObject({ count: 0 });
    // Nor does the stranger's trial under the victim's email take the victim's trial away.
    expect((await victim.browser.get('/api/v1/payments/subscription/')).json()).toMatchObject({
      trial_available: true,
    });

    // The victim's own checkout still goes through.
    const start = await victim.browser.post('/api/v1/payments/checkout/', { price_id: PRO_MONTHLY });
    expect(start.json()).toMatchObject({ trial: true });
    await h.simulator.completeCheckout({ transactionId: start.json().transaction_id });
    await subscriptionWhen(h, victim.account.user.id, (r) => r.plan === 'pro');
  });

  it('stores and applies a replayed event once', async () => {
    const { account } = await storyFor();
    await subscriptionWhen(h, account.user.id, (r) => r.status === 'active');
    const event = h.simulator.deliveries().at(-1);
    if (!event) throw new Error('no event');
    const [before] = await h.t.app.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, event.eventId));
    await waitFor(
      async () =>
        (await h.t.app.db.select().from(billingEvents).where(eq(billingEvents.eventId, event.eventId)))[0]
          ?.appliedAt != null,
      {
        timeoutMs: 20_000,
        intervalMs: 100,
        message: () => 'event never applied',
      },
    );
    const total = await eventCount();
    for (let i = 0; i < 3; i += 1) await h.simulator.redeliver(event.eventId);
    const rows = await h.t.app.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, event.eventId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.receivedAt).toEqual(before?.receivedAt);
    const applied = rows[0]?.appliedAt;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [after] = await h.t.app.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, event.eventId));
    expect(after?.appliedAt).toEqual(applied);
    expect(await eventCount()).toBe(total);
  });

  it('refuses a tampered body, a wrong secret, a stale or missing timestamp with 400 and changes nothing', async () => {
    const { account } = await storyFor();
    const before = await subscriptionWhen(h, account.user.id, (r) => r.status === 'active');
    const events = await eventCount();
    const body = JSON.stringify({
      event_id: 'evt_01forgedxxxxxxxxxxxxxxxxxx',
      event_type: 'subscription.canceled',
      occurred_at: new Date().toISOString(),
      data: { id: before.paddleSubscriptionId, custom_data: { user_id: account.user.id } },
    });
    const good = signPayload(body, h.secret);
    const attempts = [
      await post(body.replace('canceled', 'cancelled'), good),
      await post(body, signPayload(body, 'pdl_ntfset_not_our_secret')),
      await post(body, signPayload(body, h.secret, new Date(Date.now() - 6 * 60_000))),
      await post(body, signPayload(body, h.secret, new Date(Date.now() + 6 * 60_000))),
      await post(body, undefined),
      await post(body, 'ts=abc;h1=zz'),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request' });
    }
    expect(await eventCount()).toBe(events);
    expect(essence(await rowOf(account.user.id))).toEqual(essence(before));
  });

  it('accepts any of several h1 values (secret rotation)', async () => {
    const body = JSON.stringify({
      event_id: 'evt_01rotationxxxxxxxxxxxxxxx',
      event_type: 'product.updated',
      occurred_at: new Date().toISOString(),
      data: { id: 'pro_01x' },
    });
    const [ts, h1] = signPayload(body, h.secret).split(';');
    const old = signPayload(body, 'pdl_ntfset_the_old_one').split(';')[1];
    expect((await post(body, `${ts};${old};${h1}`)).statusCode).toBe(200);
  });

  it('leaves the same final state when events arrive in reverse order as in order', async () => {
    h.simulator.setWebhookUrl(null);
    const first = h.simulator.deliveries().length;
    const inOrder = await storyFor();
    const reversed = await storyFor();
    // Made at Paddle directly: no webhook has reached the app yet, so it knows no subscription.
    for (const story of [inOrder, reversed]) await cancel(story.checkout.subscriptionId);
    const mine = (userId: string) =>
      h.simulator
        .deliveries()
        .slice(first)
        .filter((d) => h.simulator.eventBody(d.eventId).includes(userId));
    const send = async (eventId: string) => {
      const body = h.simulator.eventBody(eventId);
      expect((await post(body, signPayload(body, h.secret))).statusCode).toBe(200);
    };
    for (const d of mine(inOrder.account.user.id)) await send(d.eventId);
    for (const d of mine(reversed.account.user.id).reverse()) await send(d.eventId);
    h.simulator.setWebhookUrl(h.webhookUrl);
    const a = await subscriptionWhen(h, inOrder.account.user.id, (r) => r.status === 'cancelling');
    const b = await subscriptionWhen(h, reversed.account.user.id, (r) => r.status === 'cancelling');
    expect(essence(b)).toEqual(essence(a));
    expect(essence(a)).toMatchObject({ plan: 'max', status: 'cancelling', paddleStatus: 'active' });
  });

  it('leaves one correct state after 100 concurrent deliveries of 20 events', async () => {
    h.simulator.setWebhookUrl(null);
    const first = h.simulator.deliveries().length;
    const story = await storyFor();
    const paddle = paddleClient(h.t.app.config.billing);
    await cancel(story.checkout.subscriptionId);
    await paddle.subscriptions.update(story.checkout.subscriptionId, { scheduledChange: null });
    await cancel(story.checkout.subscriptionId);
    const ids = h.simulator
      .deliveries()
      .slice(first)
      .map((d) => d.eventId);
    // Fill up to 20 distinct events with harmless ones of other types.
    const bodies = ids.map((id) => h.simulator.eventBody(id));
    for (let i = bodies.length; i < 20; i += 1) {
      bodies.push(
        JSON.stringify({
          event_id: `evt_01concurrent${String(i).padStart(12, '0')}`,
          event_type: 'customer.updated',
          occurred_at: new Date().toISOString(),
          data: { id: 'ctm_01x', custom_data: null },
        }),
      );
    }
    expect(bodies).toHaveLength(20);
    const events = await eventCount();
    const deliveries = Array.from({ length: 100 }, (_, i) => bodies[(i * 7) % 20] as string);
    const responses = await Promise.all(
      deliveries.map((body) =>
        fetch(h.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'paddle-signature': signPayload(body, h.secret) },
          body,
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(200));
    expect(await eventCount()).toBe(events + 20);
    h.simulator.setWebhookUrl(h.webhookUrl);
    await waitFor(
      async () =>
        (
          await h.t.app.db
            .select({ n: count() })
            .from(billingEvents)
            .where(isNotNull(billingEvents.appliedAt))
        )[0]?.n ===
        events + 20,
      { timeoutMs: 30_000, intervalMs: 200, message: () => 'not every event was applied' },
    );
    const row = await rowOf(story.account.user.id);
    expect(essence(row)).toMatchObject({
      plan: 'max',
      status: 'cancelling',
      paddleStatus: 'active',
      cancelling: true,
    });
  });
});
