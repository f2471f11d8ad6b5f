import { z } from 'zod';
import { applyRetention } from '../../../services/maintenance/apply-retention.ts';
import { defineJob } from '../../define-job.ts';

/** Daily retention (spec §4, privacy page): conversion files 30 days after completion, abandoned drafts' sources. */
export const retentionJob = defineJob({
  name: 'system.retention',
  version: 1,
  payload: z.object({}),
  timeoutSeconds: 3_600,
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  concurrency: 1,
  schedule: { cron: '17 3 * * *', payload: {} },
  async run(_payload, ctx) {
    const result = await applyRetention({
      db: ctx.db,
      storage: ctx.storage,
      now: new Date(),
      draftRetentionDays: ctx.config.draftRetentionDays,
    });
    ctx.log.info(result, 'retention pass');
    return result;
  },
});
