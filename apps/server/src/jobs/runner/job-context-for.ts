import type { JobEvent } from '@galley/contracts';
import { and, eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../../db/database.ts';
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
    once<T>(step: string, work: (tx: Database) => Promise<T>): Promise<T> {
      // The step row is claimed first, in the transaction that does the work: a run that dies before
      // committing leaves neither, a second run waits on the claim and then reads the stored result.
      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(jobSteps)
          .values({ jobId: job.id, step, result: null })
          .onConflictDoNothing()
          .returning({ step: jobSteps.step });
        const where = and(eq(jobSteps.jobId, job.id), eq(jobSteps.step, step));
        if (claimed.length === 0) {
          const [done] = await tx.select({ result: jobSteps.result }).from(jobSteps).where(where);
          return done?.result as T;
        }
        const result = await work(tx as unknown as Database);
        await tx
          .update(jobSteps)
          .set({ result: (result ?? null) as never })
          .where(where);
        return result;
      });
    },
    isolated: (name, input) => source.isolated.run(name, input, source.signal),
  };
}
