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
  /** Bumped when the payload's shape changes: each version has its own queue (`<name>.v<version>`). */
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
   * The work. Must be idempotent: a job whose process died runs again, so database effects go through
   * `ctx.once` (exactly once per job) and files under keys derived from the job (at least once, same key).
   * Throw a JobRefusal for input that can never succeed: it fails at once, without retries.
   */
  run(payload: Payload, ctx: JobContext): Promise<unknown>;
}

/** The pg-boss queue of a definition: one per version, so a worker only takes payloads it can read. */
export function queueName(definition: Pick<JobDefinition, 'name' | 'version'>): string {
  return `${definition.name}.v${definition.version}`;
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
