import type { Queue } from 'pg-boss';
import type { AnyJobDefinition } from '../define-job.ts';

// pg-boss's floor: a job whose worker stops beating for this long is failed and retried elsewhere.
const HEARTBEAT_SECONDS = 10;

/** A definition's queue settings: retries, expiry (a backstop behind our own timeout), heartbeat, notify. */
export function queueOptions(definition: AnyJobDefinition): Omit<Queue, 'name'> {
  return {
    notify: true,
    retryLimit: definition.retry.limit,
    retryDelay: definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
    expireInSeconds: definition.timeoutSeconds + 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  };
}
