import type { PlanId, Quota, QuotaService } from '@galley/contracts';
import type { SiteFile } from '../site/load-site-config.ts';

/** What the quota checks need of a plan: its English name (the API's `detail` language) and quotas. */
export interface PlanEntry {
  id: PlanId;
  name: string;
  quotas: Record<QuotaService, Quota>;
}

const UNLIMITED: Quota = { perRun: null, perMonth: null };
const NOT_INCLUDED: Quota = { perRun: 0, perMonth: 0 };

/**
 * The plan from the site's plan table. The table lists what is sold; `admin` (spec §6: full platform
 * capabilities) is never sold, so when it is absent it is unlimited. Any other absent plan includes
 * nothing rather than everything.
 */
export function planEntry(siteFile: SiteFile, id: PlanId): PlanEntry {
  const plan = siteFile.pricing.plans.find((candidate) => candidate.id === id);
  if (plan) return { id, name: plan.name.en, quotas: plan.quotas };
  const quota = id === 'admin' ? UNLIMITED : NOT_INCLUDED;
  return {
    id,
    name: id === 'admin' ? 'Admin' : id,
    quotas: { manuscriptConversions: quota, references: quota },
  };
}

/** Whether the plan lets the user use a service at all (0 at a time or per month = not included). */
export function includesService(quota: Quota): boolean {
  return quota.perRun !== 0 && quota.perMonth !== 0;
}
