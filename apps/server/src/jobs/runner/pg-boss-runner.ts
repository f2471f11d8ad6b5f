import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { type AnyJobDefinition, type JobDefinition, queueName } from '../define-job.ts';
import { claimTopic } from '../events/claim-topic.ts';
import type { JobEnvelope } from './job-envelope.ts';
import type { EnqueueOptions, JobQueue } from './job-queue.ts';
import type { JobServices } from './job-services.ts';
import { openBoss } from './open-boss.ts';
import { queueOptions } from './queue-options.ts';
import { registerWorkers } from './register-workers.ts';

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
      const queue = queueName(definition);
      // createQueue leaves an existing queue alone; updateQueue brings its settings up to date.
      await boss.createQueue(queue, queueOptions(definition));
      await boss.updateQueue(queue, queueOptions(definition));
      if (!work) continue;
      await registerWorkers(boss, definition, { ...this.options, shutdown: this.shutdown.signal });
      if (definition.schedule) {
        const data = this.envelope(definition, definition.schedule.payload, {});
        await boss.schedule(queue, definition.schedule.cron, data, { tz: 'UTC' });
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
    await this.boss.send(queueName(job), this.envelope(job, parsed, options), {
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
