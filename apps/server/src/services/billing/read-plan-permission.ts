import { QuotaService } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { SiteFile } from '../site/load-site-config.ts';
import { includesService, planEntry } from './plan-entry.ts';
import { readSubscription } from './read-subscription.ts';

export interface PlanPermissionDeps {
  db: Database;
  siteFile: SiteFile;
  now?: Date;
}

/**
 * Whether the user may use the services (spec §4, §6): a verified email and a plan in force that
 * includes at least one of them. Free includes none, so a free user is sent to the plans page.
 */
export async function readPlanPermission(deps: PlanPermissionDeps, user: UserRow): Promise<boolean> {
  if (user.emailVerifiedAt === null) return false;
  const subscription = await readSubscription(deps.db, user.id, deps.now);
  const plan = planEntry(deps.siteFile, subscription.planInForce);
  return QuotaService.options.some((service) => includesService(plan.quotas[service]));
}
