import type { JobEvent } from '@galley/contracts';
import { and, eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { jobSteps } from '../../db/schema.ts';
import type { AnyJobDefinition } from '../define-job.ts';
import { appendJobEvent } from '../events/append-job-event.ts';
import type { JobContext } from '../job-context.ts';
import type { JobEnvelope } from './job-envelope.ts';
import type { JobServices } from './job-services.ts';

export interface JobContextSource extends JobServices {
  definition: AnyJobDefinition;
  job: JobWithMetadata<unknown>;
  envelope: JobEnvelope;
  signal: AbortSignal;
}

/** The context a job's `run` gets: its identity, the stores, progress, once-only steps, isolation. */
export function jobContext(source: JobContextSource): JobContext {
  const { database, job, envelope, definition } = source;
  const db = database.db;
  return {
    jobId: job.id,
    attempt: job.retryCount,
    userId: envelope.userId,
    topic: envelope.topic,
    db,
    config: source.config,
    storage: source.storage,
    log: source.log.child({ job: job.id, name: definition.name }),
    signal: source.signal,
    async progress(event: Omit<JobEvent, 'job' | 'name'>) {
      if (!envelope.topic) return;
      await appendJobEvent({
        db,
        pubsub: source.pubsub,
        topic: envelope.topic,
        jobId: job.id,
        event: { ...event, job: job.id, name: definition.name },
      });
    },
    async once<T>(step: string, work: () => Promise<T>): Promise<T> {
      const where = and(eq(jobSteps.jobId, job.id), eq(jobSteps.step, step));
      const [done] = await db.select({ result: jobSteps.result }).from(jobSteps).where(where);
      if (done) return done.result as T;
      const result = await work();
      await db
        .insert(jobSteps)
        .values({ jobId: job.id, step, result: (result ?? null) as never })
        .onConflictDoNothing();
      return result;
    },
    isolated: (name, input) => source.isolated.run(name, input, source.signal),
  };
}
