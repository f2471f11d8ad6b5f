import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import type { AnyJobDefinition, JobDefinition } from '../define-job.ts';
import { claimTopic } from '../events/claim-topic.ts';
import type { JobEnvelope } from './job-envelope.ts';
import type { EnqueueOptions, JobQueue } from './job-queue.ts';
import type { JobServices } from './job-services.ts';
import { openBoss } from './open-boss.ts';
import { runJob } from './run-job.ts';

// pg-boss's floor: a job whose worker stops beating for this long is failed and retried elsewhere.
const HEARTBEAT_SECONDS = 10;

export interface PgBossRunnerOptions extends JobServices {
  definitions: readonly AnyJobDefinition[];
  superviseSeconds: number;
}

/**
 * The job runner: pg-boss queues, one per definition. `start({ work: false })` only queues (a web
 * server beside `galley worker`s); `start({ work: true })` also runs jobs in this process.
 */
export class PgBossRunner implements JobQueue {
  private boss: PgBoss | undefined;
  private readonly known = new Map<string, AnyJobDefinition>();
  private readonly shutdown = new AbortController();

  constructor(private readonly options: PgBossRunnerOptions) {
    for (const definition of options.definitions) this.known.set(definition.name, definition);
  }

  async start({ work }: { work: boolean }): Promise<void> {
    const boss = openBoss(this.options.database, {
      superviseSeconds: this.options.superviseSeconds,
      schedule: work,
    });
    boss.on('error', (error) => this.options.log.error({ err: error }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const definition of this.known.values()) {
      await boss.createQueue(definition.name, {
        notify: true,
        retryLimit: definition.retry.limit,
        retryDelay: definition.retry.delaySeconds,
        retryBackoff: definition.retry.backoff,
        // Our own timeout aborts the run; pg-boss's expiry is the backstop for a stuck process.
        expireInSeconds: definition.timeoutSeconds + 60,
        heartbeatSeconds: HEARTBEAT_SECONDS,
      });
      if (!work) continue;
      // One pg-boss worker per slot, each woken by its own handler when a job ends: with a backlog the
      // next job is fetched at once instead of after the poll delay.
      for (let slot = 0; slot < (definition.concurrency ?? 2); slot += 1) {
        let workerId = '';
        workerId = await boss.work(
          definition.name,
          { includeMetadata: true, pollingIntervalSeconds: 2 },
          async ([job]) => {
            if (!job) return null;
            try {
              return await runJob({ ...this.options, definition, job, shutdown: this.shutdown.signal });
            } finally {
              boss.notifyWorker(workerId);
            }
          },
        );
      }
      if (definition.schedule) {
        await boss.schedule(
          definition.name,
          definition.schedule.cron,
          this.envelope(definition, definition.schedule.payload, {}),
          {
            tz: 'UTC',
          },
        );
      }
    }
  }

  private envelope(definition: AnyJobDefinition, payload: unknown, options: EnqueueOptions): JobEnvelope {
    return { v: definition.version, payload, userId: options.userId ?? null, topic: options.topic ?? null };
  }

  async enqueue<Payload>(
    job: JobDefinition<Payload>,
    payload: Payload,
    options: EnqueueOptions = {},
  ): Promise<string> {
    if (!this.boss) throw new Error('job runner not started');
    if (!this.known.has(job.name)) throw new Error(`unknown job ${job.name}`);
    const parsed = job.payload.parse(payload);
    if (options.topic && options.userId)
      await claimTopic(this.options.database.db, options.topic, options.userId);
    const id = options.id ?? randomUUID();
    await this.boss.send(job.name, this.envelope(job, parsed, options), {
      id,
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    return id;
  }

  /** The raw queue, for operator views (failed jobs, retries) and tests. */
  get queue(): PgBoss {
    if (!this.boss) throw new Error('job runner not started');
    return this.boss;
  }

  /** Stops taking jobs, lets running ones finish (up to `timeoutMs`), then aborts what is left. */
  async stop(timeoutMs = 20_000): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    if (!boss) return;
    const abort = setTimeout(() => this.shutdown.abort(new Error('shutting down')), timeoutMs);
    try {
      await boss.stop({ graceful: true, timeout: timeoutMs + 5_000, close: true });
    } finally {
      clearTimeout(abort);
    }
  }
}
