import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import type { PaddleSubscription } from '../../billing/paddle-subscription.ts';
import { simulatorPriceId } from '../../billing/price-catalog.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { storePaddleSubscription } from './store-paddle-subscription.ts';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const state = (change: Partial<PaddleSubscription>): PaddleSubscription => ({
  id: 'sub_01a',
  status: 'active',
  customerId: 'ctm_01a',
  priceId: simulatorPriceId('max', 'monthly'),
  userId: null,
  interval: 'month',
  periodStart: at(1),
  periodEnd: at(31),
  trialEnd: null,
  nextBilledAt: at(31),
  scheduledCancelAt: null,
  canceledAt: null,
  updatedAt: at(10),
  ...change,
});

describe('storePaddleSubscription: Paddle states applied late or out of order never move a subscription back', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps the newest state and the plan type copy beside it', async () => {
    const userId = await createTestUserId(t.app);
    const store = (s: PaddleSubscription) =>
      storePaddleSubscription(t.app.db, t.app.siteFile, userId, s, at(12));
    expect(await store(state({}))).toBe(true);
    const older = state({
      status: 'trialing',
      priceId: simulatorPriceId('pro', 'monthly'),
      updatedAt: at(5),
    });
    expect(await store(older)).toBe(false);
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({ plan: 'max', status: 'active', paddleUpdatedAt: at(10) });
    expect(await store(state({ scheduledCancelAt: at(31), updatedAt: at(11) }))).toBe(true);
    const [later] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(later).toMatchObject({ status: 'cancelling', cancelEffectiveAt: at(31) });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(user?.planType).toBe('max');
  });

  it("never lets an old subscription's late cancel replace a newer live one", async () => {
    const userId = await createTestUserId(t.app);
    const store = (s: PaddleSubscription) =>
      storePaddleSubscription(t.app.db, t.app.siteFile, userId, s, at(12));
    await store(state({ id: 'sub_01new', updatedAt: at(10) }));
    expect(
      await store(state({ id: 'sub_01old', status: 'canceled', canceledAt: at(9), updatedAt: at(11) })),
    ).toBe(false);
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({ paddleSubscriptionId: 'sub_01new', status: 'active' });
  });

  it("never lets another Paddle subscription take over a row whose subscription still gives access (custom_data is the buyer's to set)", async () => {
    const userId = await createTestUserId(t.app);
    const store = (s: PaddleSubscription) =>
      storePaddleSubscription(t.app.db, t.app.siteFile, userId, s, at(12));
    await store(state({ id: 'sub_01mine', updatedAt: at(10) }));
    const foreign = state({
      id: 'sub_01foreign',
      customerId: 'ctm_01other',
      priceId: simulatorPriceId('pro', 'monthly'),
      updatedAt: at(11),
    });
    expect(await store(foreign)).toBe(false);
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({
      paddleSubscriptionId: 'sub_01mine',
      plan: 'max',
      paddleCustomerId: 'ctm_01a',
    });
    // Once the old subscription has ended, a new one (a new checkout) takes its place.
    await store(state({ id: 'sub_01mine', status: 'canceled', canceledAt: at(11), updatedAt: at(11) }));
    expect(await store(state({ ...foreign, updatedAt: at(12) }))).toBe(true);
  });

  it('keeps a downgrade scheduled while a webhook stores the same subscription at the same time', async () => {
    const userId = await createTestUserId(t.app);
    const store = (s: PaddleSubscription) =>
      storePaddleSubscription(t.app.db, t.app.siteFile, userId, s, at(12));
    await store(state({ updatedAt: at(10) }));
    const change = {
      plan: 'pro',
      billing_cycle: 'monthly',
      price_id: simulatorPriceId('pro', 'monthly'),
      effective_at: at(31).toISOString(),
    };
    let stored: Promise<boolean> | undefined;
    // The downgrade is written, and before it commits the webhook's store starts.
    await t.app.db.transaction(async (tx) => {
      await tx.update(subscriptions).set({ scheduledChange: change }).where(eq(subscriptions.userId, userId));
      stored = store(state({ updatedAt: at(11) }));
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await stored).toBe(true);
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row?.scheduledChange).toEqual(change);
    expect(row?.paddleUpdatedAt).toEqual(at(11));
  });
});
