import type { JobDefinition } from '../define-job.ts';

export interface EnqueueOptions {
  /** Our own id (a uuid): lets a caller reserve usage under the job's id before queueing it. */
  id?: string;
  /** The user the job works for (from the session). */
  userId?: string | null;
  /** The progress topic the job reports to (claimed for `userId` before queueing). */
  topic?: string | null;
  startAfter?: Date;
}

/** What services see of the queue: put a job on it. */
export interface JobQueue {
  enqueue<Payload>(job: JobDefinition<Payload>, payload: Payload, options?: EnqueueOptions): Promise<string>;
}
