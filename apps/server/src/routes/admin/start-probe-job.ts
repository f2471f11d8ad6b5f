import { endpoints, ProbeJobRequest, type ProbeJobResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { startProbe } from '../../services/jobs/start-probe.ts';

/** Staff: queue the diagnostics probe (queue, storage, progress and quotas checked end to end). */
export function startProbeJobRoute(app: FastifyInstance): void {
  app.post(endpoints.adminJobsProbe.path, async (request, reply): Promise<ProbeJobResponse> => {
    const user = requireAdmin(await request.requireUser());
    const input = parseInput(ProbeJobRequest, request.body);
    const started = await startProbe({ db: app.db, siteFile: app.siteFile, jobs: app.jobs }, user.id, input);
    reply.code(202);
    return { job_id: started.jobId, topic: started.topic };
  });
}
