import type { JobWithMetadata } from 'pg-boss';
import { commitReservation, releaseReservation } from '../../policies/usage-reservations.ts';
import type { AnyJobDefinition } from '../define-job.ts';
import { JobRefusal } from '../job-refusal.ts';
import { announcedSuccess } from './announced-success.ts';
import { jobContext } from './job-context-for.ts';
import { JobEnvelope } from './job-envelope.ts';
import type { JobServices } from './job-services.ts';

export interface RunJobOptions extends JobServices {
  definition: AnyJobDefinition;
  job: JobWithMetadata<unknown>;
  /** Aborted when the process shuts down and the grace period is over. */
  shutdown: AbortSignal;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One run of one job: payload checked against its definition, a timeout, progress on its topic, and
 * the usage reserved under the job's id committed on success or given back after the last attempt. A job
 * with a topic handed out again after it had announced its success ends at once (it succeeds once).
 */
export async function runJob(options: RunJobOptions): Promise<unknown> {
  const { definition, job, database } = options;
  const parsed = JobEnvelope.safeParse(job.data);
  // A job without our envelope was not queued by us: nothing to report to or release, nothing to retry.
  if (!parsed.success) {
    options.log.warn({ job: job.id, name: definition.name }, 'job with malformed data completed unrun');
    return { refused: { code: 'bad_request', detail: 'malformed job data' } };
  }
  const envelope = parsed.data;
  const timeout = AbortSignal.timeout(definition.timeoutSeconds * 1000);
  const signal = AbortSignal.any([timeout, options.shutdown, job.signal]);
  const ctx = jobContext({ ...options, envelope, signal });
  options.log.debug({ job: job.id, name: definition.name, attempt: job.retryCount }, 'job started');
  try {
    const payload = definition.payload.safeParse(envelope.payload);
    if (!payload.success)
      throw new JobRefusal(
        'bad_request',
        `${definition.name}: payload does not match v${definition.version}`,
      );
    if (job.retryCount > 0 && (await announcedSuccess(database.db, job.id))) {
      options.log.info({ job: job.id, name: definition.name }, 'job had succeeded before its claim ended');
      return null;
    }
    await ctx.progress({ kind: job.retryCount > 0 ? 'retrying' : 'start' });
    const result = await abortable(definition.run(payload.data, ctx), signal);
    await commitReservation(database.db, job.id);
    await ctx.progress({ kind: 'success' });
    return result ?? null;
  } catch (error) {
    return settleFailure({ ...options, ctx, error, timedOut: timeout.aborted });
  }
}

/**
 * A failed run. A refusal ends the job now (reported, quota given back, completed without retry); a
 * shutdown leaves it to pg-boss to retry elsewhere (no final report: the work is not lost); any other
 * failure is retried, and reported as failed with its quota given back after the last attempt.
 */
async function settleFailure(
  options: RunJobOptions & { ctx: ReturnType<typeof jobContext>; error: unknown; timedOut: boolean },
): Promise<unknown> {
  const { definition, job, database, ctx, error } = options;
  const detail = options.timedOut ? `timed out after ${definition.timeoutSeconds} s` : message(error);
  options.log.warn({ job: job.id, name: definition.name, attempt: job.retryCount, detail }, 'job failed');
  const refused = error instanceof JobRefusal;
  const shuttingDown = options.shutdown.aborted && !options.timedOut;
  if (refused || (job.retryCount >= job.retryLimit && !shuttingDown)) {
    await releaseReservation(database.db, job.id).catch(() => {});
    await ctx.progress({ kind: 'failed', detail }).catch(() => {});
    if (refused) return { refused: { code: error.code, detail } };
  } else {
    await ctx.progress({ kind: 'retrying', detail }).catch(() => {});
  }
  throw error;
}

/** The run's promise, or a rejection as soon as the signal aborts (the run is left to notice it too). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
