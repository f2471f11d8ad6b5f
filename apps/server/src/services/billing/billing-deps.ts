import type { BillingConfig } from '../../config/billing-config.ts';
import type { Database } from '../../db/database.ts';
import type { SiteFile } from '../site/load-site-config.ts';

/** What the billing use cases need: the database, the plan table (price ids) and Paddle's settings. */
export interface BillingDeps {
  db: Database;
  siteFile: SiteFile;
  billing: BillingConfig;
  now?: Date;
  /** Where warnings go (jobs pass theirs); none in use cases that have nothing to warn of. */
  log?: { warn(details: object, message: string): void };
}

/** The deps from the app (routes); jobs build theirs from the job context. */
export function billingDepsOf(app: {
  db: Database;
  siteFile: SiteFile;
  config: { billing: BillingConfig };
}): BillingDeps {
  return { db: app.db, siteFile: app.siteFile, billing: app.config.billing };
}
