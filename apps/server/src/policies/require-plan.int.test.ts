import { type PlanId, type Quota, SubscriptionLimitErrorBody } from '@galley/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app.ts';
import { createTestUserId } from '../../test/support/user-factory.ts';
import { usageCounters, usageReservations } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { setSubscription } from '../services/billing/set-subscription.ts';
import { releaseOrphanedReservations } from '../services/jobs/release-orphaned-reservations.ts';
import type { SiteFile } from '../services/site/load-site-config.ts';
import { requirePlan } from './require-plan.ts';
import { commitReservation, releaseReservation } from './usage-reservations.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The real plan table with Pro's quotas replaced: 3 conversions at a time and 5 a month, 50 references a month. */
function siteWith(quotas: { manuscriptConversions: Quota; references: Quota }, base: SiteFile): SiteFile {
  return {
    ...base,
    pricing: {
      ...base.pricing,
      plans: base.pricing.plans.map((plan) => (plan.id === 'pro' ? { ...plan, quotas } : plan)),
    },
  };
}

/** The refusal requirePlan threw, as the API would send it. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  return { status: appError.statusCode, body: SubscriptionLimitErrorBody.parse(appError.toBody()) };
}

describe('requirePlan: quota reservations', () => {
  let t: TestApp;
  let site: SiteFile;
  beforeAll(async () => {
    t = await buildTestApp();
    site = siteWith(
      {
        manuscriptConversions: { perRun: 3, perMonth: 5 },
        references: { perRun: 100, perMonth: 50 },
      },
      t.app.siteFile,
    );
  });
  afterAll(() => t.close());

  async function userOn(plan: PlanId, terms: { periodStart?: Date; periodEnd?: Date } = {}) {
    const userId = await createTestUserId(t.app);
    if (plan !== 'free') {
      await setSubscription(t.app.db, userId, {
        plan,
        status: 'active',
        periodStart: terms.periodStart ?? null,
        periodEnd: terms.periodEnd ?? null,
        trialEnd: null,
      });
    }
    return userId;
  }

  async function counter(userId: string, domain = 'manuscript_conversions') {
    const rows = await t.app.db
      .select({ used: usageCounters.used, reserved: usageCounters.reserved })
      .from(usageCounters)
      .where(and(eq(usageCounters.userId, userId), eq(usageCounters.domain, domain)));
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0] ?? { used: 0, reserved: 0 };
  }

  async function reservationStates(userId: string) {
    const rows = await t.app.db
      .select({ state: usageReservations.state })
      .from(usageReservations)
      .where(eq(usageReservations.userId, userId));
    return rows.map((row) => row.state).sort();
  }

  const deps = () => ({ db: t.app.db, siteFile: site });

  it('gives exactly five of twenty concurrent requests against a monthly quota of five', async () => {
    const userId = await userOn('pro');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => requirePlan(deps(), userId, 'manuscriptConversions', 1)),
    );
    const granted = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(granted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(402);
      expect((error as AppError).toBody()).toMatchObject({
        code: 'quota_used_up',
        domain: 'subscription',
        sub_domain: 'not_remaining_usage',
        error_type: 'month',
      });
    }
    expect(await counter(userId)).toEqual({ used: 0, reserved: 5 });
    expect(await reservationStates(userId)).toEqual(Array(5).fill('reserved'));
    const ids = new Set(granted.map((result) => (result.status === 'fulfilled' ? result.value.id : '')));
    expect(ids.size).toBe(5);
  });

  it('answers the spec body when nothing remains: plan, what was asked, maxima and what is left', async () => {
    const userId = await userOn('pro');
    await requirePlan(deps(), userId, 'manuscriptConversions', 3);
    const { status, body } = await refusal(requirePlan(deps(), userId, 'manuscriptConversions', 3));
    expect(status).toBe(402);
    expect(body).toEqual({
      detail: 'You have no remaining usage for this month.',
      code: 'quota_used_up',
      domain: 'subscription',
      sub_domain: 'not_remaining_usage',
      error_type: 'month',
      meta: {
        plan_name: 'Pro',
        cur_processing: 3,
        max_once: 3,
        remaining_usage: 2,
        max_month: 5,
        plan_id: 'pro',
        service: 'manuscriptConversions',
      },
    });
    // Two still fit.
    await requirePlan(deps(), userId, 'manuscriptConversions', 2);
    expect(await counter(userId)).toEqual({ used: 0, reserved: 5 });
  });

  it('refuses more than the plan allows at a time (403 once) or in a month (403 month), reserving nothing', async () => {
    const userId = await userOn('pro');
    const once = await refusal(requirePlan(deps(), userId, 'manuscriptConversions', 4));
    expect(once.status).toBe(403);
    expect(once.body).toEqual({
      detail: 'You have exceeded the number allowed at a time on your plan.',
      code: 'quota_exceeded',
      domain: 'subscription',
      sub_domain: 'exceed',
      error_type: 'once',
      meta: {
        plan_name: 'Pro',
        cur_processing: 4,
        max_once: 3,
        remaining_usage: 5,
        max_month: 5,
        plan_id: 'pro',
        service: 'manuscriptConversions',
      },
    });
    const month = await refusal(requirePlan(deps(), userId, 'references', 60));
    expect(month.status).toBe(403);
    expect(month.body).toMatchObject({
      code: 'quota_exceeded',
      sub_domain: 'exceed',
      error_type: 'month',
      detail: 'You have exceeded the monthly maximum of your plan.',
      meta: { cur_processing: 60, max_once: 100, max_month: 50, remaining_usage: 50, service: 'references' },
    });
    expect(await reservationStates(userId)).toEqual([]);
    expect(await counter(userId)).toEqual({ used: 0, reserved: 0 });
    const references = await requirePlan(deps(), userId, 'references', 50);
    expect(references).toMatchObject({ domain: 'references', amount: 50 });
    expect(await counter(userId, 'references')).toEqual({ used: 0, reserved: 50 });
  });

  it('refuses the free plan (not included), and a paid plan whose period ran out; admin is unlimited', async () => {
    const free = await userOn('free');
    const refused = await refusal(requirePlan(deps(), free, 'references', 1));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      detail: 'Your plan does not include this service.',
      code: 'quota_exceeded',
      sub_domain: 'exceed',
      error_type: 'once',
      meta: { plan_name: 'Free', plan_id: 'free', max_once: 0, max_month: 0, remaining_usage: 0 },
    });

    const lapsed = await userOn('pro', {
      periodStart: new Date(Date.now() - 40 * DAY),
      periodEnd: new Date(Date.now() - DAY),
    });
    expect((await refusal(requirePlan(deps(), lapsed, 'manuscriptConversions', 1))).body.meta.plan_id).toBe(
      'free',
    );

    const admin = await userOn('admin');
    const big = await requirePlan(deps(), admin, 'manuscriptConversions', 10_000);
    expect(big.amount).toBe(10_000);
    await requirePlan(deps(), admin, 'manuscriptConversions', 10_000);
    expect(await counter(admin)).toEqual({ used: 0, reserved: 20_000 });
  });

  it('gives released units back once, so the next reservation fits; a second release changes nothing', async () => {
    const userId = await userOn('pro');
    const first = await requirePlan(deps(), userId, 'manuscriptConversions', 3, { key: `job-${userId}-1` });
    await requirePlan(deps(), userId, 'manuscriptConversions', 2);
    await refusal(requirePlan(deps(), userId, 'manuscriptConversions', 1));

    await releaseReservation(t.app.db, first.key);
    await releaseReservation(t.app.db, first.key);
    expect(await counter(userId)).toEqual({ used: 0, reserved: 2 });
    await requirePlan(deps(), userId, 'manuscriptConversions', 3);
    expect(await counter(userId)).toEqual({ used: 0, reserved: 5 });
    await commitReservation(t.app.db, first.key);
    expect(await counter(userId)).toEqual({ used: 0, reserved: 5 });
    expect(await reservationStates(userId)).toEqual(['released', 'reserved', 'reserved']);
  });

  it('counts a commit once, when called twice or by racing callers, and a release after it is a no-op', async () => {
    const userId = await userOn('pro');
    const reservation = await requirePlan(deps(), userId, 'manuscriptConversions', 2, {
      key: `job-${userId}`,
    });
    expect(reservation.key).toBe(`job-${userId}`);
    await Promise.all(Array.from({ length: 6 }, () => commitReservation(t.app.db, reservation.key)));
    await commitReservation(t.app.db, reservation.key);
    await releaseReservation(t.app.db, reservation.key);
    expect(await counter(userId)).toEqual({ used: 2, reserved: 0 });

    // Commit and release racing for one reservation: exactly one of them wins, and the counter agrees.
    const raced = await requirePlan(deps(), userId, 'manuscriptConversions', 3);
    expect(raced.key).toBe(raced.id);
    await Promise.all([
      commitReservation(t.app.db, raced.key),
      releaseReservation(t.app.db, raced.key),
      commitReservation(t.app.db, raced.key),
      releaseReservation(t.app.db, raced.key),
    ]);
    const states = await reservationStates(userId);
    const after = await counter(userId);
    expect(after.reserved).toBe(0);
    expect(after.used).toBe(states.includes('released') ? 2 : 5);
    expect(states.filter((state) => state === 'reserved')).toEqual([]);
    // A commit of an unknown key is harmless.
    await commitReservation(t.app.db, 'no-such-job');
  });

  it('reserves once per key, sequentially and concurrently', async () => {
    const userId = await userOn('pro');
    const once = await requirePlan(deps(), userId, 'manuscriptConversions', 2, { key: `retry-${userId}` });
    const again = await requirePlan(deps(), userId, 'manuscriptConversions', 2, { key: `retry-${userId}` });
    expect(again).toEqual(once);

    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        requirePlan(deps(), userId, 'manuscriptConversions', 3, { key: `race-${userId}` }),
      ),
    );
    expect(new Set(racing.map((reservation) => reservation.id)).size).toBe(1);
    expect(await counter(userId)).toEqual({ used: 0, reserved: 5 });
    expect(await reservationStates(userId)).toEqual(['reserved', 'reserved']);
  });

  it('counts from the subscription period start, monthly, and a new period starts afresh', async () => {
    const userId = await userOn('pro', { periodStart: new Date('2025-01-31T09:00:00Z') });
    const inFebruary = { ...deps(), now: new Date('2025-03-10T12:00:00Z') };
    await requirePlan(inFebruary, userId, 'manuscriptConversions', 3);
    await requirePlan(inFebruary, userId, 'manuscriptConversions', 2);
    await refusal(requirePlan(inFebruary, userId, 'manuscriptConversions', 1));
    const periods = await t.app.db
      .select({ periodStart: usageReservations.periodStart })
      .from(usageReservations)
      .where(eq(usageReservations.userId, userId));
    // 31 January + 1 month is the last day of February.
    expect(periods.map((row) => row.periodStart.toISOString())).toEqual([
      '2025-02-28T09:00:00.000Z',
      '2025-02-28T09:00:00.000Z',
    ]);
    const nextPeriod = { ...deps(), now: new Date('2025-03-31T09:00:00Z') };
    await requirePlan(nextPeriod, userId, 'manuscriptConversions', 3);
  });

  it('gives back a reservation no job ever took after an hour, and keeps a fresh one', async () => {
    const userId = await userOn('pro');
    const old = await requirePlan(
      { ...deps(), now: new Date(Date.now() - 2 * DAY) },
      userId,
      'references',
      10,
    );
    const fresh = await requirePlan(deps(), userId, 'references', 10);
    expect(old.id).not.toBe(fresh.id);
    const released = await releaseOrphanedReservations(t.app.db);
    expect(released).toBeGreaterThanOrEqual(1);
    const rows = await t.app.db
      .select({ id: usageReservations.id, state: usageReservations.state })
      .from(usageReservations)
      .where(eq(usageReservations.userId, userId));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.state]))).toEqual({
      [old.id]: 'released',
      [fresh.id]: 'reserved',
    });
  });
});
