import type { z } from 'zod';
import type { JobContext } from './job-context.ts';

export interface RetryPolicy {
  /** Attempts after the first. */
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

export interface JobDefinition<Payload = unknown> {
  /** The queue's name, `<area>.<verb-noun>` (pg-boss queue names allow dots). */
  name: string;
  /** Bumped when the payload's shape changes; a job queued under another version fails clearly. */
  version: number;
  payload: z.ZodType<Payload>;
  /** The job fails (and is retried) when a run takes longer. */
  timeoutSeconds: number;
  retry: RetryPolicy;
  /** Jobs of this kind one process runs at once (each worker process has its own). */
  concurrency?: number;
  /** A cron expression (UTC): the job is queued on that schedule with `scheduledPayload`. */
  schedule?: { cron: string; payload: Payload };
  /**
   * The work. Must be idempotent: a job whose process died runs again, so effects go through
   * `ctx.once` (done once per job) and files under keys derived from the job.
   */
  run(payload: Payload, ctx: JobContext): Promise<unknown>;
}

/** A typed job definition; the runner takes a list of them. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/.test(definition.name)) {
    throw new Error(`job name must be <area>.<verb-noun>: ${definition.name}`);
  }
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of definitions of different payloads
export type AnyJobDefinition = JobDefinition<any>;
