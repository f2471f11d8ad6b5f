import { QuotaService, type UsageItem, type UsageResponse } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { planEntry } from '../billing/plan-entry.ts';
import { readCounters } from '../billing/read-counters.ts';
import { readSubscription } from '../billing/read-subscription.ts';
import { BREAKDOWN_DOMAINS, COUNTER_DOMAIN } from '../billing/usage-domains.ts';
import { usagePeriod } from '../billing/usage-period.ts';
import type { SiteFile } from '../site/load-site-config.ts';

export interface ReadUsageDeps {
  db: Database;
  siteFile: SiteFile;
  now?: Date;
}

/**
 * This period's use against the quotas of the plan in force (the site's plan table). Work in flight
 * (reserved by a request, not yet committed by its job) is shown as in use, because it already counts
 * against the quota: `used` includes `reserved`.
 */
export async function readUsage(deps: ReadUsageDeps, user: UserRow): Promise<UsageResponse> {
  const now = deps.now ?? new Date();
  const subscription = await readSubscription(deps.db, user.id, now);
  const plan = planEntry(deps.siteFile, subscription.planInForce);
  const period = usagePeriod(subscription.periodStart, now);
  const counter = await readCounters(deps.db, user.id, period.start);
  const items: UsageItem[] = QuotaService.options.map((key) => {
    const { used, reserved } = counter(COUNTER_DOMAIN[key]);
    const quota = plan.quotas[key];
    return {
      key,
      used: used + reserved,
      reserved,
      remaining: quota.perMonth === null ? null : Math.max(0, quota.perMonth - used - reserved),
      per_month: quota.perMonth,
      per_run: quota.perRun,
    };
  });
  return {
    plan_type: subscription.planInForce,
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
    items,
    breakdown: BREAKDOWN_DOMAINS.map((key) => ({ key, used: counter(key).used })),
  };
}
