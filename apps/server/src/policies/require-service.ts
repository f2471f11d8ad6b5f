import type { QuotaService } from '@galley/contracts';
import { includesService, planEntry } from '../services/billing/plan-entry.ts';
import { readCounters } from '../services/billing/read-counters.ts';
import { readSubscription } from '../services/billing/read-subscription.ts';
import { COUNTER_DOMAIN } from '../services/billing/usage-domains.ts';
import { usagePeriod } from '../services/billing/usage-period.ts';
import { quotaError } from './quota-error.ts';
import type { RequirePlanDeps } from './require-plan.ts';

/**
 * For work that belongs to a service but reserves none of its units (e.g. reading a PDF for the Reference
 * Converter): the plan in force must include the service, or the spec's subscription limit error is
 * thrown as requirePlan throws it for such a plan (403 exceed/once, 'Your plan does not include this
 * service.'). Nothing is reserved.
 */
export async function requireService(
  deps: RequirePlanDeps,
  userId: string,
  service: QuotaService,
): Promise<void> {
  const now = deps.now ?? new Date();
  const subscription = await readSubscription(deps.db, userId, now);
  const plan = planEntry(deps.siteFile, subscription.planInForce);
  if (includesService(plan.quotas[service])) return;
  const period = usagePeriod(subscription.periodStart, now);
  const counter = (await readCounters(deps.db, userId, period.start))(COUNTER_DOMAIN[service]);
  throw quotaError(plan, service, 1, counter, { subDomain: 'exceed', errorType: 'once' });
}
