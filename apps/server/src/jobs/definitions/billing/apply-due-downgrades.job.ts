import { z } from 'zod';
import { applyDueDowngrades } from '../../../services/billing/apply-due-downgrades.ts';
import { loadSiteFile } from '../../../services/site/load-site-config.ts';
import { defineJob } from '../../define-job.ts';

/** Every 10 minutes: scheduled downgrades whose period is ending are made at Paddle (spec §4). */
export const applyDueDowngradesJob = defineJob({
  name: 'billing.apply-due-downgrades',
  version: 1,
  payload: z.object({}),
  timeoutSeconds: 300,
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  concurrency: 1,
  schedule: { cron: '*/10 * * * *', payload: {} },
  async run(_payload, ctx) {
    const siteFile = loadSiteFile(ctx.config.siteConfigPath);
    return { made: await applyDueDowngrades({ db: ctx.db, siteFile, billing: ctx.config.billing }, ctx.log) };
  },
});
