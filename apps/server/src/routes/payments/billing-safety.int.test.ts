import { Writable } from 'node:stream';
import { SIMULATOR_PRICE_IDS, signPayload, type TestCard } from '@galley/paddle-simulator';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';
import { paddleClient } from '../../billing/paddle-client.ts';
import { billingPayments, subscriptions, users } from '../../db/schema.ts';
import { loggerOptions } from '../../logging/request-log.ts';
import {
  type BillingHarness,
  eventsApplied,
  signedInUser,
  startBillingHarness,
  subscriptionWhen,
} from './test-support/billing-harness.ts';

const PRO = SIMULATOR_PRICE_IDS.pro.monthly;
const MAX = SIMULATOR_PRICE_IDS.max.monthly;
const CARDS = ['4242424242424242', '5555555555554444'];

/** Card brands' number prefixes (IIN ranges): Visa, Mastercard, Amex, Discover, JCB, UnionPay, Diners. */
const CARD_PREFIX = /^(4|5[1-5]|2[2-7]|3[47]|6011|65|64[4-9]|35|62|3[068])/;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Whole digit runs of card length (spaces or dashes allowed) with a card brand's prefix that pass the
 * Luhn check. Other long numbers (epoch milliseconds in a job's payload, say) start otherwise. A run is
 * whole between characters that are neither digits nor letters: digits inside a hash's hex or a token's
 * base64 ("…e5479404395874f…") are no number.
 */
function panLike(text: string): string[] {
  // A UUID's all-digit groups ("54794043-9587-4…") read like a dashed card number: ids are taken out first.
  // A JSON escape ("\\n") before a number is no letter of a word around it.
  const plain = text.replace(UUID, 'uuid').replace(/\\[nrtbf]/g, ' ');
  return [...plain.matchAll(/(?<![0-9A-Za-z])\d(?:[ -]?\d){12,18}(?![0-9A-Za-z])/g)]
    .map((match) => match[0].replace(/[ -]/g, ''))
    .filter((digits) => CARD_PREFIX.test(digits))
    .filter((digits) => {
      let sum = 0;
      for (let i = 0; i < digits.length; i += 1) {
        let digit = Number(digits[digits.length - 1 - i]);
        if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
        sum += digit;
      }
      return sum % 10 === 0;
    });
}

describe('no second trial, no card numbers, no secrets in logs (acceptance 3 and 5)', () => {
  const lines: string[] = [];
  let h: BillingHarness;

  /** The checkout as the app runs it: started on the server, paid on the simulator's page. */
  async function checkoutThrough(browser: TestBrowser, priceId: string, card?: TestCard) {
    const start = await browser.post('/api/v1/payments/checkout/', { price_id: priceId });
    if (start.statusCode !== 200) throw new Error(start.body);
    return h.simulator.completeCheckout({ transactionId: start.json().transaction_id, card });
  }

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    h = await startBillingHarness({ logger: pino(loggerOptions('trace'), sink) });
  });
  afterAll(() => h.close());

  it('gives no second trial to a user who paid, also after the subscription is deleted and made again', async () => {
    const { account, browser } = await signedInUser(h);
    const first = await checkoutThrough(browser, MAX);
    await subscriptionWhen(h, account.user.id, (row) => row.status === 'active');
    expect((await browser.get('/api/v1/payments/subscription/')).json()).toMatchObject({
      trial_available: false,
    });

    await paddleClient(h.t.app.config.billing).subscriptions.cancel(first.subscriptionId, {
      effectiveFrom: 'immediately',
    });
    await subscriptionWhen(h, account.user.id, (row) => row.status === 'cancelled');
    await eventsApplied(h);
    await h.t.app.db.delete(subscriptions).where(eq(subscriptions.userId, account.user.id));

    expect((await browser.get('/api/v1/payments/subscription/')).json()).toMatchObject({
      plan: 'free',
      trial_available: false,
    });
    expect((await browser.post('/api/v1/payments/checkout/', { price_id: PRO })).json()).toMatchObject({
      trial: false,
    });
    await checkoutThrough(browser, PRO);
    const row = await subscriptionWhen(h, account.user.id, (r) => r.plan === 'pro');
    expect(row).toMatchObject({ status: 'active', trialEnd: null });
  });

  it('asks Paddle too: an account deleted (our payment records go with it) and registered again with the same email gets no trial', async () => {
    const { account, browser } = await signedInUser(h);
    await checkoutThrough(browser, MAX);
    await subscriptionWhen(h, account.user.id, (row) => row.status === 'active');
    await eventsApplied(h);
    await h.t.app.db.delete(users).where(eq(users.id, account.user.id));
    expect(
      await h.t.app.db.select().from(billingPayments).where(eq(billingPayments.userId, account.user.id)),
    ).toEqual([]);

    const again = await createTestUser(h.t.app, { email: account.email });
    const fresh = new TestBrowser(h.t.app);
    expect((await fresh.login(again.email, again.password)).statusCode).toBe(200);
    expect((await fresh.get('/api/v1/payments/subscription/')).json()).toMatchObject({
      plan: 'free',
      trial_available: false,
    });
    expect((await fresh.post('/api/v1/payments/checkout/', { price_id: PRO })).json()).toMatchObject({
      trial: false,
    });
    await checkoutThrough(fresh, PRO);
    const row = await subscriptionWhen(h, again.user.id, (r) => r.plan === 'pro');
    expect(row).toMatchObject({ status: 'active', paddleStatus: 'active', trialEnd: null });
  });

  it('ends at once a trial Paddle gives a user our records show paid (a new Paddle customer after an email change)', async () => {
    const { account, browser } = await signedInUser(h);
    await checkoutThrough(browser, MAX);
    await subscriptionWhen(h, account.user.id, (row) => row.status === 'active');
    await eventsApplied(h);
    await h.t.app.db.delete(subscriptions).where(eq(subscriptions.userId, account.user.id));
    await h.t.app.db
      .update(users)
      .set({ email: `changed-${account.email}` })
      .where(eq(users.id, account.user.id));
    expect((await browser.post('/api/v1/payments/checkout/', { price_id: PRO })).json()).toMatchObject({
      trial: false,
    });
    // At Paddle the new email is a first-time customer: its checkout starts a trial, which we end.
    await checkoutThrough(browser, PRO);
    const row = await subscriptionWhen(
      h,
      account.user.id,
      (r) => r.plan === 'pro' && r.paddleStatus === 'active',
    );
    expect(row).toMatchObject({ status: 'active', trialEnd: null });
    await eventsApplied(h);
    const history = (await browser.get('/api/v1/payments/?page=1&page_size=10')).json();
    expect(history.results.some((r: { amount_minor: number }) => r.amount_minor === 1990)).toBe(true);
  });

  it('keeps no PAN-like string anywhere in the database after checkouts with real test card numbers', async () => {
    // The scan finds a card number however written, and not a 13-digit epoch in milliseconds.
    expect(panLike('{"n":"4242 4242 4242 4242","m":"5555-5555-5555-4444"}')).toHaveLength(2);
    expect(panLike('{"runAt":1764140058124}')).toEqual([]);
    // Nor a UUID whose first groups are digits only (one failed a CI run), while a card beside one is found.
    expect(panLike('{"id":"54794043-9587-4c1d-8e2f-0a1b2c3d4e5f"}')).toEqual([]);
    expect(panLike('{"id":"54794043-9587-4c1d-8e2f-0a1b2c3d4e5f","n":"4242424242424242"}')).toEqual([
      '4242424242424242',
    ]);
    // Nor digits inside a session's sha256 hex (the same class of chance), while a number in a sentence is found.
    expect(panLike('{"id_hash":"9fe5479404395874f0c1"}')).toEqual([]);
    expect(panLike('card 5479404395874 used')).toEqual(['5479404395874']);
    expect(panLike('{"note":"line\\n4242424242424242"}')).toEqual(['4242424242424242']);
    for (const number of CARDS) {
      const { account, browser } = await signedInUser(h);
      await checkoutThrough(browser, MAX, { number, expiryMonth: 12, expiryYear: 2030 });
      await subscriptionWhen(h, account.user.id, (row) => row.status === 'active');
    }
    const tables = await h.t.app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = ((tables as { rows?: unknown[] }).rows ?? (tables as unknown[])) as Array<{
      table_name: string;
    }>;
    expect(names.map((t) => t.table_name)).toContain('billing_payments');
    for (const { table_name } of names) {
      const result = await h.t.app.db.execute(
        sql.raw(`select row_to_json(t)::text as j from "${table_name}" t`),
      );
      const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<{ j: string }>;
      const text = rows.map((row) => row.j).join('\n');
      expect(panLike(text), table_name).toEqual([]);
      for (const number of CARDS) expect(text.includes(number), table_name).toBe(false);
    }
  });

  it('writes neither the API key, the webhook secret nor a signature to the log (trace level, checkout and webhooks)', async () => {
    // A whole checkout in this test's own lines: the server's Paddle calls, the webhooks and their jobs.
    const from = lines.length;
    const { account, browser } = await signedInUser(h);
    await checkoutThrough(browser, PRO);
    await subscriptionWhen(h, account.user.id, (row) => row.status === 'trialing');
    await eventsApplied(h);
    expect(lines.slice(from).join('')).toContain('/api/v1/payments/webhook/');
    const body = JSON.stringify({
      event_id: 'evt_01loggedxxxxxxxxxxxxxxxxx',
      event_type: 'customer.updated',
      occurred_at: new Date().toISOString(),
      data: { id: 'ctm_01x' },
    });
    const signature = signPayload(body, h.secret);
    const good = await fetch(h.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paddle-signature': signature },
      body,
    });
    expect(good.status).toBe(200);
    const bad = await fetch(h.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paddle-signature': `${signature}0` },
      body,
    });
    expect(bad.status).toBe(400);
    expect(lines.length).toBeGreaterThan(10);
    const log = lines.join('');
    for (const secret of [h.apiKey, h.secret, signature, signature.split('h1=')[1] ?? 'none']) {
      expect(log.includes(secret)).toBe(false);
    }
  });
});
