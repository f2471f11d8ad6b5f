import type { Quota, QuotaService } from '@galley/contracts';
import { AppError } from '../errors/app-error.ts';
import { includesService, type PlanEntry } from '../services/billing/plan-entry.ts';
import type { Counter } from '../services/billing/read-counters.ts';

export type QuotaRefusal =
  | { subDomain: 'exceed'; errorType: 'once' | 'month' }
  | { subDomain: 'not_remaining_usage'; errorType: 'month' };

function detailOf(refusal: QuotaRefusal, quota: Quota): string {
  if (refusal.subDomain === 'not_remaining_usage') return 'You have no remaining usage for this month.';
  if (!includesService(quota)) return 'Your plan does not include this service.';
  return refusal.errorType === 'once'
    ? 'You have exceeded the number allowed at a time on your plan.'
    : 'You have exceeded the monthly maximum of your plan.';
}

/**
 * The spec's subscription limit error (§3 "Subscription limit error detail", §8): 403 `quota_exceeded`
 * for more than the plan allows at a time or in a month, 402 `quota_used_up` when the month's
 * remaining usage is too small. The body is `{ detail, code, domain, sub_domain, error_type, meta }`.
 */
export function quotaError(
  plan: PlanEntry,
  service: QuotaService,
  amount: number,
  counter: Counter,
  refusal: QuotaRefusal,
): AppError {
  const quota = plan.quotas[service];
  const code = refusal.subDomain === 'exceed' ? 'quota_exceeded' : 'quota_used_up';
  return new AppError(code, detailOf(refusal, quota), {
    domain: 'subscription',
    sub_domain: refusal.subDomain,
    error_type: refusal.errorType,
    meta: {
      plan_name: plan.name,
      cur_processing: amount,
      max_once: quota.perRun,
      remaining_usage:
        quota.perMonth === null ? null : Math.max(0, quota.perMonth - counter.used - counter.reserved),
      max_month: quota.perMonth,
      plan_id: plan.id,
      service,
    },
  });
}
