import { AdminIdParams, adminEndpoints, type RetryFailedJobResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { retryFailedJob } from '../../services/admin/retry-failed-job.ts';

/** Staff: a failed job back in its queue. */
export function failedJobRetryRoute(app: FastifyInstance): void {
  app.post(adminEndpoints.failedJobRetry.path, async (request): Promise<RetryFailedJobResponse> => {
    requireAdmin(await request.requireUser());
    const { id } = parseInput(AdminIdParams, request.params);
    return retryFailedJob(app.db, app.jobRunner.queue, id);
  });
}
