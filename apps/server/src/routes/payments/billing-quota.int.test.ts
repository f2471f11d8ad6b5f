import { describe, expect, it } from 'vitest';
import { usageCounters } from '../../db/schema.ts';
import { requirePlan } from '../../policies/require-plan.ts';
import { applyDueDowngrades } from '../../services/billing/apply-due-downgrades.ts';
import { billingDepsOf } from '../../services/billing/billing-deps.ts';
import { readSubscription } from '../../services/billing/read-subscription.ts';
import { usagePeriod } from '../../services/billing/usage-period.ts';
import { signedInUser, subscriptionWhen } from './test-support/billing-harness.ts';
import { MAX, PRO, useBillingHarness } from './test-support/use-billing-harness.ts';

describe('plan changes move the quotas at once (acceptance 4)', () => {
  const harness = useBillingHarness();

  it('a Pro user past the monthly references quota is refused; an upgrade lifts it, the downgrade lowers it', async () => {
    const h = harness();
    const user = await signedInUser(h);
    const userId = user.account.user.id;
    const start = await user.browser.post('/api/v1/payments/checkout/', { price_id: PRO });
    await h.simulator.completeCheckout({ transactionId: start.json().transaction_id });
    await subscriptionWhen(h, userId, (row) => row.status === 'trialing');
    await h.simulator.advanceClock(15 * 86_400_000);
    await subscriptionWhen(h, userId, (row) => row.status === 'active' && row.plan === 'pro');
    const deps = { db: h.t.app.db, siteFile: h.t.app.siteFile };
    const period = usagePeriod((await readSubscription(h.t.app.db, userId)).periodStart, new Date());
    // Pro allows 2000 references a month: all used.
    await h.t.app.db
      .insert(usageCounters)
      .values({ userId, periodStart: period.start, domain: 'references', used: 2000, updatedAt: new Date() });
    await expect(requirePlan(deps, userId, 'references', 50)).rejects.toMatchObject({
      code: 'quota_used_up',
    });
    const upgraded = await user.browser.post('/api/v1/payments/upgrade/', { price_id: MAX });
    expect(upgraded.json()).toMatchObject({ plan_in_force: 'max' });
    // Max allows 3000: the same request now passes, without waiting for a webhook.
    expect(await requirePlan(deps, userId, 'references', 50)).toMatchObject({ amount: 50 });

    const scheduled = (await user.browser.post('/api/v1/payments/downgrade/', { price_id: PRO })).json();
    const due = { ...billingDepsOf(h.t.app), now: new Date(scheduled.scheduled_downgrade.effective_at) };
    expect(await applyDueDowngrades(due, h.t.app.log)).toBe(1);
    await expect(requirePlan(deps, userId, 'references', 50)).rejects.toMatchObject({
      code: 'quota_used_up',
    });
  });
});
