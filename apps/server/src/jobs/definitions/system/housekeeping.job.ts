import { z } from 'zod';
import { failAbandonedOutputs } from '../../../services/conversion/fail-abandoned-outputs.ts';
import { releaseOrphanedReservations } from '../../../services/jobs/release-orphaned-reservations.ts';
import { purgeExpiredRows } from '../../../services/maintenance/purge-expired-rows.ts';
import { purgeOldJobRows } from '../../../services/maintenance/purge-old-job-rows.ts';
import { failAbandonedChecks } from '../../../services/references/fail-abandoned-checks.ts';
import { SessionStore } from '../../../services/sessions/session-store.ts';
import { defineJob } from '../../define-job.ts';

/**
 * Hourly housekeeping: expired sessions, dead links and codes, old throttle events and dev mail, old
 * progress events, quota reservations whose job died on its last attempt, and reference orders left
 * `checking` by such a job (made `failed`, so their author can start the check again), and conversion
 * journals left converting by one (failed, their run settled).
 */
export const housekeepingJob = defineJob({
  name: 'system.housekeeping',
  version: 1,
  payload: z.object({}),
  timeoutSeconds: 600,
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  concurrency: 1,
  schedule: { cron: '7 * * * *', payload: {} },
  async run(_payload, ctx) {
    const now = new Date();
    const sessions = await new SessionStore(ctx.db, ctx.config.sessionTtlMs).purgeExpired();
    const rows = await purgeExpiredRows(ctx.db, now);
    await purgeOldJobRows(ctx.db, now);
    const reservations = await releaseOrphanedReservations(ctx.db, now);
    const abandonedChecks = await failAbandonedChecks(ctx.db, now);
    const abandonedOutputs = await failAbandonedOutputs(ctx.db, now);
    return { sessions, rows, reservations, abandonedChecks, abandonedOutputs };
  },
});
