import { SIMULATOR_PRICE_IDS } from '@galley/paddle-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/wait-for.ts';
import { billingPayments, subscriptions } from '../../db/schema.ts';
import { applyDueDowngrades } from '../../services/billing/apply-due-downgrades.ts';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import {
  type BillingHarness,
  signedInUser,
  startBillingHarness,
  subscriptionWhen,
} from './test-support/billing-harness.ts';

const PRO = SIMULATOR_PRICE_IDS.pro.monthly;
const MAX = SIMULATOR_PRICE_IDS.max.monthly;
const DAY = 86_400_000;

describe('subscription lifecycle through the payments routes (spec §4, §7, §8) against the simulator', () => {
  let h: BillingHarness;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let kr: Awaited<ReturnType<typeof signedInUser>>;
  const api = (path: string) => `/api/v1/payments${path}`;

  beforeAll(async () => {
    h = await startBillingHarness();
    user = await signedInUser(h);
  });
  afterAll(() => h.close());

  it('starts free, with the trial on offer and the checkout data from the session', async () => {
    const subscription = await user.browser.get(api('/subscription/'));
    expect(subscription.json()).toMatchObject({ plan: 'free', plan_in_force: 'free', trial_available: true });
    expect((await user.browser.get(api('/subscription/payment-method/'))).statusCode).toBe(404);
    const start = await user.browser.post(api('/checkout/'), { price_id: PRO });
    expect(start.json()).toMatchObject({
      price_id: PRO,
      trial: true,
      trial_days: 14,
      customer_email: user.account.email,
      client_token: null,
    });
    expect(start.json().transaction_id).toMatch(/^txn_/);
    expect(start.json().checkout_url).toContain(
      `${h.simulator.url}/checkout?_ptxn=${start.json().transaction_id}`,
    );
    expect((await user.browser.post(api('/checkout/'), { price_id: 'pri_unknown' })).json()).toMatchObject({
      detail: 'Plan not found',
    });
  });

  it('trials Pro after checkout; plan changes are refused while trialing with the route to the payment page', async () => {
    const start = await user.browser.post(api('/checkout/'), { price_id: PRO });
    await h.simulator.completeCheckout({ transactionId: start.json().transaction_id });
    await subscriptionWhen(h, user.account.user.id, (row) => row.status === 'trialing');
    const subscription = (await user.browser.get(api('/subscription/'))).json();
    expect(subscription).toMatchObject({
      plan: 'pro',
      plan_in_force: 'pro',
      status: 'trialing',
      billing_cycle: 'monthly',
    });
    expect(subscription.trial_end_date).not.toBeNull();
    const refused = await user.browser.post(api('/upgrade/'), { price_id: MAX });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: 'Invalid plan or upgrade not allowed',
      reason: 'trialing',
      route: 'payment',
    });
    expect((await user.browser.post(api('/checkout/'), { price_id: MAX })).statusCode).toBe(400);
  });

  it('bills Pro when the trial ends: a paid record in the history, its invoice, PDF and the card mask', async () => {
    await h.simulator.advanceClock(15 * DAY);
    await subscriptionWhen(h, user.account.user.id, (row) => row.status === 'active');
    await waitFor(
      async () =>
        (
          await h.t.app.db
            .select()
            .from(billingPayments)
            .where(eq(billingPayments.userId, user.account.user.id))
        ).some((p) => p.totalMinor > 0),
      { timeoutMs: 20_000, intervalMs: 100, message: () => 'no paid record' },
    );
    const history = (await user.browser.get(api('/?page=1&page_size=10'))).json();
    const paid = history.results.find((record: { amount_minor: number }) => record.amount_minor === 1990);
    expect(paid).toMatchObject({ status: 'paid', currency: 'USD', method: 'card' });
    const invoice = (await user.browser.get(api(`/transaction/${paid.transaction_id}/`))).json();
    expect(invoice).toMatchObject({
      transaction_id: paid.transaction_id,
      total_minor: 1990,
      payment_status: 'paid',
      currency: 'USD',
    });
    expect(invoice.items.length).toBeGreaterThan(0);
    expect(invoice.payment_method_id).toMatch(/•••• 4242$/);
    const pdf = await user.browser.get(api(`/transaction/${paid.transaction_id}/invoice/`));
    expect(pdf.json().url).toMatch(/^http/);
    const method = (await user.browser.get(api('/subscription/payment-method/'))).json();
    expect(method).toMatchObject({ type: 'card' });
    expect(method.card_mask).toMatch(/•••• 4242$/);
    expect(method.expiry).toMatch(/^\d{2}\/\d{4}$/);

    const stranger = await signedInUser(h);
    for (const path of [
      `/transaction/${paid.transaction_id}/`,
      `/transaction/${paid.transaction_id}/invoice/`,
      '/transaction/txn_nope/',
    ]) {
      const response = await stranger.browser.get(api(path));
      expect(response.statusCode, path).toBe(404);
    }
    expect((await stranger.browser.get(api('/'))).json()).toMatchObject({ count: 0, results: [] });
  });

  it('previews and makes an upgrade at once; schedules a downgrade and cancels it', async () => {
    const preview = await user.browser.get(api(`/upgrade/preview/?price_id=${MAX}`));
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ plan: 'max', billing_cycle: 'monthly', currency: 'USD' });
    expect(preview.json().amount_due_minor).toBeGreaterThan(0);
    expect((await user.browser.post(api('/downgrade/'), { price_id: MAX })).json()).toMatchObject({
      detail: 'Invalid plan or downgrade not allowed',
    });
    const upgraded = await user.browser.post(api('/upgrade/'), { price_id: MAX });
    expect(upgraded.json()).toMatchObject({ plan: 'max', plan_in_force: 'max', status: 'active' });

    expect((await user.browser.post(api('/upgrade/'), { price_id: 'pri_nope' })).statusCode).toBe(404);
    const scheduled = await user.browser.post(api('/downgrade/'), { price_id: PRO });
    expect(scheduled.json()).toMatchObject({
      plan: 'max',
      scheduled_downgrade: { plan: 'pro', price_id: PRO },
    });
    const dropped = await user.browser.request('DELETE', api('/scheduled-change/'));
    expect(dropped.json()).toMatchObject({ plan: 'max', scheduled_downgrade: null });
    expect((await user.browser.request('DELETE', api('/scheduled-change/'))).statusCode).toBe(404);
  });

  it('cancels (access kept), refuses changes while cancelling, and removes the cancellation', async () => {
    const urls = (await user.browser.get(api('/subscription/management-urls/'))).json();
    expect(urls.management_urls.cancel).toMatch(/^http/);
    expect(urls.management_urls.update_payment_method).toMatch(/^http/);
    expect(urls.management_urls.continue_subscription).toBeNull();
    const cancelled = await user.browser.post(api('/subscription/cancel/'));
    expect(cancelled.json()).toMatchObject({ status: 'cancelling', plan_in_force: 'max' });
    expect(cancelled.json().cancel_effective_date).not.toBeNull();
    const refused = await user.browser.post(api('/downgrade/'), { price_id: PRO });
    expect(refused.json()).toMatchObject({ reason: 'cancelling', route: 'payment' });
    const restored = await user.browser.post(api('/subscription/remove-cancellation/'));
    expect(restored.json()).toMatchObject({ status: 'active', cancel_effective_date: null });
  });

  it('shows a KR trial as trialing with the consent link (no auto-renewal)', async () => {
    kr = await signedInUser(h, 'KR');
    const start = await kr.browser.post(api('/checkout/'), { price_id: PRO });
    await h.simulator.completeCheckout({ transactionId: start.json().transaction_id, country: 'KR' });
    await subscriptionWhen(h, kr.account.user.id, (row) => row.paddleStatus === 'trialing');
    const subscription = (await kr.browser.get(api('/subscription/'))).json();
    expect(subscription).toMatchObject({ status: 'trialing', continue_subscription_required: true });
    expect(subscription.cancel_effective_date).not.toBeNull();
    const urls = (await kr.browser.get(api('/subscription/management-urls/'))).json();
    expect(urls.management_urls.continue_subscription).toMatch(/\/consent\//);
  });

  it('makes a scheduled downgrade at Paddle when the period ends', async () => {
    const scheduled = (await user.browser.post(api('/downgrade/'), { price_id: PRO })).json();
    expect(scheduled.scheduled_downgrade).toMatchObject({ plan: 'pro' });
    const deps = { ...billingDepsOf(h.t.app), now: new Date(scheduled.scheduled_downgrade.effective_at) };
    expect(await applyDueDowngrades(deps, h.t.app.log)).toBe(1);
    const after = (await user.browser.get(api('/subscription/'))).json();
    expect(after).toMatchObject({ plan: 'pro', status: 'active', scheduled_downgrade: null });
    expect(await applyDueDowngrades(deps, h.t.app.log)).toBe(0);
  });

  it('keeps access while a failed renewal is past due, records the failure, and recovers on the retry', async () => {
    const [row] = await h.t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.account.user.id));
    if (!row?.periodEnd) throw new Error('no period');
    h.simulator.failNextPayment();
    // Just past the renewal, before Paddle's retry a day later.
    await h.simulator.advanceClock(row.periodEnd.getTime() - h.simulator.now().getTime() + 3_600_000);
    await subscriptionWhen(h, user.account.user.id, (row) => row.paddleStatus === 'past_due');
    expect((await user.browser.get(api('/subscription/'))).json()).toMatchObject({
      status: 'active',
      paddle_status: 'past_due',
    });
    await waitFor(
      async () =>
        (await user.browser.get(api('/')))
          .json()
          .results.some((r: { status: string }) => r.status === 'failed'),
      { timeoutMs: 20_000, intervalMs: 200, message: () => 'no failed payment record' },
    );
    await h.simulator.advanceClock(2 * DAY);
    await subscriptionWhen(h, user.account.user.id, (row) => row.paddleStatus === 'active');
  });
  it('ends a cancelled subscription at period end (cancelling → cancelled) and an unconsented KR trial (→ expired)', async () => {
    const cancelling = (await user.browser.post(api('/subscription/cancel/'))).json();
    expect(cancelling).toMatchObject({ status: 'cancelling', plan_in_force: 'pro' });
    const periodEnd = new Date(cancelling.cancel_effective_date).getTime();
    await h.simulator.advanceClock(periodEnd - h.simulator.now().getTime() + 60_000);
    await subscriptionWhen(h, user.account.user.id, (row) => row.status === 'cancelled');
    expect((await user.browser.get(api('/subscription/'))).json()).toMatchObject({
      status: 'cancelled',
      plan_in_force: 'free',
      trial_available: false,
    });
    expect((await user.browser.get(api('/subscription/payment-method/'))).statusCode).toBe(404);
    await subscriptionWhen(h, kr.account.user.id, (row) => row.status === 'expired');
    expect((await kr.browser.get(api('/subscription/'))).json()).toMatchObject({
      status: 'expired',
      plan_in_force: 'free',
    });
  });

  it('past_due: access kept while Paddle retries; after 30 days of failures Paddle cancels and access ends', async () => {
    const late = await signedInUser(h);
    const start = await late.browser.post(api('/checkout/'), { price_id: MAX });
    await h.simulator.completeCheckout({ transactionId: start.json().transaction_id });
    const row = await subscriptionWhen(
      h,
      late.account.user.id,
      (r) => r.status === 'active' && !!r.periodEnd,
    );
    // The renewal and each of the 30 daily retries are declined.
    h.simulator.failNextPayment(31);
    await h.simulator.advanceClock((row.periodEnd?.getTime() ?? 0) - h.simulator.now().getTime() + 3_600_000);
    await subscriptionWhen(h, late.account.user.id, (r) => r.paddleStatus === 'past_due');
    await h.simulator.advanceClock(29 * DAY);
    expect((await late.browser.get(api('/subscription/'))).json()).toMatchObject({
      status: 'active',
      paddle_status: 'past_due',
      plan_in_force: 'max',
    });
    await h.simulator.advanceClock(DAY);
    await subscriptionWhen(h, late.account.user.id, (r) => r.status === 'cancelled');
    expect((await late.browser.get(api('/subscription/'))).json()).toMatchObject({
      status: 'cancelled',
      plan_in_force: 'free',
    });
  });

  it('reactivates a cancelled subscription through a new checkout, billed at once (no second trial)', async () => {
    const start = await user.browser.post(api('/checkout/'), { price_id: PRO });
    expect(start.json()).toMatchObject({ trial: false });
    await h.simulator.completeCheckout({ transactionId: start.json().transaction_id });
    await subscriptionWhen(h, user.account.user.id, (row) => row.status === 'active' && row.plan === 'pro');
    expect((await user.browser.get(api('/subscription/'))).json()).toMatchObject({
      status: 'active',
      plan_in_force: 'pro',
      trial_end_date: null,
    });
  });
});
