import type { JobWithMetadata } from 'pg-boss';
import { commitReservation, releaseReservation } from '../../policies/usage-reservations.ts';
import type { AnyJobDefinition } from '../define-job.ts';
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
 * the usage reserved under the job's id committed on success or given back after the last attempt.
 */
export async function runJob(options: RunJobOptions): Promise<unknown> {
  const { definition, job, database } = options;
  const envelope = JobEnvelope.parse(job.data);
  const timeout = AbortSignal.timeout(definition.timeoutSeconds * 1000);
  const signal = AbortSignal.any([timeout, options.shutdown, job.signal]);
  const ctx = jobContext({ ...options, envelope, signal });
  const lastAttempt = job.retryCount >= job.retryLimit;
  options.log.debug({ job: job.id, name: definition.name, attempt: job.retryCount }, 'job started');
  try {
    if (envelope.v !== definition.version) {
      throw new Error(
        `${definition.name} was queued as version ${envelope.v}; this server runs ${definition.version}`,
      );
    }
    const payload = definition.payload.parse(envelope.payload);
    await ctx.progress({ kind: job.retryCount > 0 ? 'retrying' : 'start' });
    const result = await abortable(definition.run(payload, ctx), signal);
    await commitReservation(database.db, job.id);
    await ctx.progress({ kind: 'success' });
    options.log.debug({ job: job.id, name: definition.name }, 'job done');
    return result ?? null;
  } catch (error) {
    const detail =
      signal.aborted && timeout.aborted ? `timed out after ${definition.timeoutSeconds} s` : message(error);
    options.log.warn({ job: job.id, name: definition.name, attempt: job.retryCount, detail }, 'job failed');
    if (lastAttempt) {
      await releaseReservation(database.db, job.id).catch(() => {});
      await ctx.progress({ kind: 'failed', detail }).catch(() => {});
    } else {
      await ctx.progress({ kind: 'retrying', detail }).catch(() => {});
    }
    throw error;
  }
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
