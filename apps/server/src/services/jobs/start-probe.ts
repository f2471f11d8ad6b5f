import { randomUUID } from 'node:crypto';
import type { ProbeJobRequest } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { probeJob } from '../../jobs/definitions/diagnostics/probe.job.ts';
import type { JobQueue } from '../../jobs/runner/job-queue.ts';
import { requirePlan } from '../../policies/require-plan.ts';
import { releaseReservation } from '../../policies/usage-reservations.ts';
import type { SiteFile } from '../site/load-site-config.ts';

export interface StartProbeDeps {
  db: Database;
  siteFile: SiteFile;
  jobs: JobQueue;
}

/**
 * Queues the diagnostics probe for this user: the quota (if asked) is reserved under the job's id
 * before it is queued, so the runner commits it exactly once when the job succeeds.
 */
export async function startProbe(
  deps: StartProbeDeps,
  userId: string,
  input: Required<Pick<ProbeJobRequest, 'duration_ms' | 'steps'>> & Pick<ProbeJobRequest, 'reserve'>,
): Promise<{ jobId: string; topic: string }> {
  const jobId = randomUUID();
  const topic = `job:${jobId}`;
  if (input.reserve)
    await requirePlan(deps, userId, input.reserve.domain, input.reserve.amount, { key: jobId });
  try {
    await deps.jobs.enqueue(
      probeJob,
      { durationMs: input.duration_ms, steps: input.steps },
      { id: jobId, userId, topic },
    );
  } catch (error) {
    await releaseReservation(deps.db, jobId);
    throw error;
  }
  return { jobId, topic };
}
