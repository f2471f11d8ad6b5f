import type { QuotaService } from '@galley/contracts';
import { planEntry } from '../services/billing/plan-entry.ts';
import { readCounters } from '../services/billing/read-counters.ts';
import { readSubscription } from '../services/billing/read-subscription.ts';
import { COUNTER_DOMAIN } from '../services/billing/usage-domains.ts';
import { usagePeriod } from '../services/billing/usage-period.ts';
import { quotaError } from './quota-error.ts';
import type { RequirePlanDeps } from './require-plan.ts';

/**
 * For work reserved one unit per job (a conversion's journals): the whole run checked against the plan first,
 * so the refusal names the run's size (`cur_processing`) and its at-a-time limit applies to the run, not to
 * each unit. The same rules and errors as requirePlan; the per-unit reservations that follow stay the atomic
 * guard against concurrent requests.
 */
export async function requireRunWithinPlan(
  deps: RequirePlanDeps,
  userId: string,
  domain: QuotaService,
  amount: number,
): Promise<void> {
  const now = deps.now ?? new Date();
  const subscription = await readSubscription(deps.db, userId, now);
  const plan = planEntry(deps.siteFile, subscription.planInForce);
  const quota = plan.quotas[domain];
  const period = usagePeriod(subscription.periodStart, now);
  const counter = (await readCounters(deps.db, userId, period.start))(COUNTER_DOMAIN[domain]);
  if (quota.perRun !== null && amount > quota.perRun)
    throw quotaError(plan, domain, amount, counter, { subDomain: 'exceed', errorType: 'once' });
  if (quota.perMonth !== null && amount > quota.perMonth)
    throw quotaError(plan, domain, amount, counter, { subDomain: 'exceed', errorType: 'month' });
  if (quota.perMonth !== null && counter.used + counter.reserved + amount > quota.perMonth)
    throw quotaError(plan, domain, amount, counter, { subDomain: 'not_remaining_usage', errorType: 'month' });
}
