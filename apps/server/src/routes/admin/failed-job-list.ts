import { adminEndpoints, FailedJobListQuery, type FailedJobListResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { listFailedJobs } from '../../services/admin/list-failed-jobs.ts';

/** Staff: jobs that failed for good, with their error. */
export function failedJobListRoute(app: FastifyInstance): void {
  app.get(adminEndpoints.failedJobList.path, async (request, reply): Promise<FailedJobListResponse> => {
    requireAdmin(await request.requireUser());
    const { page } = parseInput(FailedJobListQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return listFailedJobs(app.db, page);
  });
}
