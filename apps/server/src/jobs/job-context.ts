import type { JobEvent } from '@galley/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/load-config.ts';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { IsolatedTaskName, IsolatedTasks } from './isolated/tasks.ts';

/** What a running job gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** 0 on the first run, 1 on the first retry… */
  attempt: number;
  /** The user the job works for (from the queueing request's session), if any. */
  userId: string | null;
  /** The progress topic, if the job reports progress. */
  topic: string | null;
  db: Database;
  config: Config;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Aborted when the job times out or the process shuts down. */
  signal: AbortSignal;
  /** Stores an event on the job's topic and sends it to subscribers (no-op without a topic). */
  progress(event: Omit<JobEvent, 'job' | 'name'>): Promise<void>;
  /**
   * Runs `work` once per job, in one transaction with the record of the step: its database effects
   * (made through the `tx` it gets) happen exactly once, and a retry gets the stored result (as JSON)
   * instead of running it again. Effects outside the database (a file) may happen again if the process
   * dies mid-step, so they must be keyed (the same file under the same key). Keep it short: on PGlite
   * the transaction holds the one connection.
   */
  once<T>(step: string, work: (tx: Database) => Promise<T>): Promise<T>;
  /** Runs a CPU-heavy or untrusted-input task in a worker thread with memory limits. */
  isolated<Name extends IsolatedTaskName>(
    name: Name,
    input: Parameters<IsolatedTasks[Name]>[0],
  ): Promise<Awaited<ReturnType<IsolatedTasks[Name]>>>;
}
