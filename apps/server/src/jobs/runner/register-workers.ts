import type { PgBoss } from 'pg-boss';
import { type AnyJobDefinition, queueName } from '../define-job.ts';
import type { JobServices } from './job-services.ts';
import { runJob } from './run-job.ts';

/**
 * Workers of one definition: one pg-boss worker per slot, each woken by its own handler when a job
 * ends, so a backlog drains at once instead of after the poll delay; plus its schedule, if any.
 */
export async function registerWorkers(
  boss: PgBoss,
  definition: AnyJobDefinition,
  services: JobServices & { shutdown: AbortSignal },
): Promise<void> {
  const queue = queueName(definition);
  for (let slot = 0; slot < (definition.concurrency ?? 2); slot += 1) {
    let workerId = '';
    workerId = await boss.work(queue, { includeMetadata: true, pollingIntervalSeconds: 2 }, async ([job]) => {
      if (!job) return null;
      try {
        return await runJob({ ...services, definition, job });
      } finally {
        boss.notifyWorker(workerId);
      }
    });
  }
}
