import type { UsageItem, UsageResponse } from '@galley/contracts';
import type { UserRow } from '../../db/schema.ts';
import type { SiteFile } from '../site/load-site-config.ts';
import { planTypeOf } from './user-data.ts';

/** The calendar month in UTC: quotas reset on the first. */
function currentPeriod(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/**
 * This month's use against the plan's quotas from the site's plan table. Nothing is metered yet (the
 * conversions and the billing issue add the counters), so `used` is 0 for every service.
 */
export function readUsage(siteFile: SiteFile, user: UserRow, now = new Date()): UsageResponse {
  const planType = planTypeOf(user);
  const plan = siteFile.pricing.plans.find((candidate) => candidate.id === planType);
  const keys = ['manuscriptConversions', 'references'] as const;
  const items: UsageItem[] = keys.map((key) => ({
    key,
    used: 0,
    per_month: plan ? plan.quotas[key].perMonth : 0,
    per_run: plan ? plan.quotas[key].perRun : 0,
  }));
  const period = currentPeriod(now);
  return {
    plan_type: planType,
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
    items,
  };
}
