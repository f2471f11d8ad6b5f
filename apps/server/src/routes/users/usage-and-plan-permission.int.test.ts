import { type PlanId, UsageResponse } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { requirePlan } from '../../policies/require-plan.ts';
import { commitReservation } from '../../policies/usage-reservations.ts';
import { recordUsage } from '../../services/billing/record-usage.ts';
import { type SubscriptionChange, setSubscription } from '../../services/billing/set-subscription.ts';

const USAGE = '/api/v1/users/usage/';
const PERMISSION = '/api/v1/users/plan-permission/';
const DAY = 24 * 60 * 60 * 1000;

describe('usage and plan permission by the plan in force', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(
    plan: PlanId,
    options: { verified?: boolean; terms?: Partial<SubscriptionChange> } = {},
  ) {
    const account = await createTestUser(t.app, { verified: options.verified ?? true });
    if (plan !== 'free') {
      await setSubscription(t.app.db, account.user.id, {
        plan,
        status: 'active',
        periodStart: null,
        periodEnd: null,
        trialEnd: null,
        ...options.terms,
      });
    }
    const browser = new TestBrowser(t.app);
    const login = await browser.login(account.email, account.password);
    expect(login.statusCode).toBe(200);
    return { ...account, browser, login: login.json() };
  }

  const quotas = (plan: PlanId) => {
    const entry = t.app.siteFile.pricing.plans.find((candidate) => candidate.id === plan);
    if (!entry) throw new Error(`no ${plan} in the site plan table`);
    return entry.quotas;
  };

  it('shows committed and in-flight work as in use, what remains, and what the work was made of', async () => {
    const { browser, user } = await signedIn('pro');
    const deps = { db: t.app.db, siteFile: t.app.siteFile };
    const done = await requirePlan(deps, user.id, 'manuscriptConversions', 2, { key: `done-${user.id}` });
    await commitReservation(t.app.db, done.key);
    await requirePlan(deps, user.id, 'manuscriptConversions', 1, { key: `running-${user.id}` });
    await requirePlan(deps, user.id, 'references', 40);
    await recordUsage(t.app.db, user.id, 'text', 3);
    await recordUsage(t.app.db, user.id, 'pdf', 2);
    await recordUsage(t.app.db, user.id, 'pdf', 5);

    const response = await browser.get(USAGE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const usage = UsageResponse.parse(response.json());
    const pro = quotas('pro');
    expect(usage.plan_type).toBe('pro');
    expect(usage.items).toEqual([
      {
        key: 'manuscriptConversions',
        used: 3,
        reserved: 1,
        remaining: (pro.manuscriptConversions.perMonth ?? 0) - 3,
        per_month: pro.manuscriptConversions.perMonth,
        per_run: pro.manuscriptConversions.perRun,
      },
      {
        key: 'references',
        used: 40,
        reserved: 40,
        remaining: (pro.references.perMonth ?? 0) - 40,
        per_month: pro.references.perMonth,
        per_run: pro.references.perRun,
      },
    ]);
    expect(usage.breakdown).toEqual([
      { key: 'text', used: 3 },
      { key: 'reference_file', used: 0 },
      { key: 'pdf', used: 7 },
      { key: 'storage_bytes', used: 0 },
    ]);
    const now = new Date();
    expect(usage.period_start).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
  });

  it('shows a free user a plan without the services and nothing used', async () => {
    const { browser } = await signedIn('free');
    const usage = UsageResponse.parse((await browser.get(USAGE)).json());
    expect(usage.plan_type).toBe('free');
    expect(
      usage.items.map(({ key, used, remaining, per_month }) => ({ key, used, remaining, per_month })),
    ).toEqual([
      { key: 'manuscriptConversions', used: 0, remaining: 0, per_month: 0 },
      { key: 'references', used: 0, remaining: 0, per_month: 0 },
    ]);
    expect(usage.breakdown.every((item) => item.used === 0)).toBe(true);
  });

  it('counts monthly from the subscription period start when it has one', async () => {
    // About 40 days ago, on a day every month has, so the period starts on the same day and time.
    const start = new Date(Date.now() - 40 * DAY);
    if (start.getUTCDate() > 28) start.setUTCDate(28);
    const { browser } = await signedIn('max', { terms: { periodStart: start } });
    const usage = UsageResponse.parse((await browser.get(USAGE)).json());
    const periodStart = new Date(usage.period_start);
    const periodEnd = new Date(usage.period_end);
    expect(usage.plan_type).toBe('max');
    expect(periodStart.getTime()).toBeGreaterThan(start.getTime());
    expect(periodStart.getTime()).toBeLessThanOrEqual(Date.now());
    expect(periodEnd.getTime()).toBeGreaterThan(Date.now());
    expect(periodStart.getUTCDate()).toBe(start.getUTCDate());
    expect(periodStart.toISOString().slice(10)).toBe(start.toISOString().slice(10));
    expect((periodEnd.getTime() - periodStart.getTime()) / DAY).toBeGreaterThanOrEqual(28);
    expect((periodEnd.getTime() - periodStart.getTime()) / DAY).toBeLessThanOrEqual(31);
  });

  it('permits the services only with a verified email and a plan in force that includes them', async () => {
    expect((await (await signedIn('free')).browser.get(PERMISSION)).json()).toEqual({ verified: false });
    expect((await (await signedIn('pro')).browser.get(PERMISSION)).json()).toEqual({ verified: true });
    expect((await (await signedIn('admin')).browser.get(PERMISSION)).json()).toEqual({ verified: true });
    const unverified = await signedIn('pro', { verified: false });
    expect((await unverified.browser.get(PERMISSION)).json()).toEqual({ verified: false });
    const trial = await signedIn('max', {
      terms: {
        status: 'trialing',
        trialEnd: new Date(Date.now() + DAY),
        periodEnd: new Date(Date.now() + DAY),
      },
    });
    expect((await trial.browser.get(PERMISSION)).json()).toEqual({ verified: true });
    const cancelled = await signedIn('pro', { terms: { status: 'cancelled' } });
    expect((await cancelled.browser.get(PERMISSION)).json()).toEqual({ verified: false });
  });

  it('says the same plan everywhere: login, profile and usage follow the subscription, also when it lapses', async () => {
    const { browser, user, login } = await signedIn('pro', {
      terms: { periodEnd: new Date(Date.now() + DAY) },
    });
    expect(login.plan_type).toBe('pro');
    expect((await browser.get('/api/v1/users/profile/')).json().plan_type).toBe('pro');

    // The period runs out, as time would make it (no write happens then): the next read corrects the copy.
    await t.app.db
      .update(subscriptions)
      .set({ periodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.id));
    const planType = async () =>
      (await t.app.db.select().from(users).where(eq(users.id, user.id)))[0]?.planType;
    expect(await planType()).toBe('pro');
    expect((await browser.get(PERMISSION)).json()).toEqual({ verified: false });
    expect(await planType()).toBe('free');
    expect((await browser.get(USAGE)).json().plan_type).toBe('free');
    expect((await browser.get('/api/v1/users/profile/')).json().plan_type).toBe('free');

    await setSubscription(t.app.db, user.id, {
      plan: 'max',
      status: 'active',
      periodStart: new Date(),
      periodEnd: null,
      trialEnd: null,
    });
    const again = new TestBrowser(t.app);
    expect((await again.login(user.email, 'Correct-Horse-9')).json().plan_type).toBe('max');
  });
});
