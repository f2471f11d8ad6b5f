import { z } from 'zod';
import { applyBillingEvent } from '../../../services/billing/apply-billing-event.ts';
import { loadSiteFile } from '../../../services/site/load-site-config.ts';
import { defineJob } from '../../define-job.ts';

/**
 * Applies a stored Paddle event (the webhook answered 200 as soon as it was stored): re-reads the
 * subscription or transaction from Paddle's API and writes the newest state. Retried with backoff
 * while Paddle is unreachable; idempotent, so a replay or a second job changes nothing.
 */
export const applyBillingEventJob = defineJob({
  name: 'billing.apply-billing-event',
  version: 1,
  payload: z.object({ eventId: z.string().min(1).max(100) }),
  timeoutSeconds: 60,
  retry: { limit: 8, delaySeconds: 5, backoff: true },
  concurrency: 4,
  async run(payload, ctx) {
    const siteFile = loadSiteFile(ctx.config.siteConfigPath);
    return applyBillingEvent(
      { db: ctx.db, siteFile, billing: ctx.config.billing, log: ctx.log },
      payload.eventId,
    );
  },
});
