import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type GalleyProcess,
  startServerProcess,
  startWorkerProcess,
} from '../../test/support/galley-process.ts';
import { HttpVisitor } from '../../test/support/http-visitor.ts';
import { seedStaff } from '../../test/support/seed-staff.ts';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { TopicClient } from '../../test/support/topic-client.ts';
import { waitFor } from '../../test/support/wait-for.ts';
import { jobSteps, storedFiles, usageCounters } from '../db/schema.ts';

const JOBS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Acceptance (issue 13, item 2), PostgreSQL only: one web server that runs no jobs and two
 * `galley worker` processes; 200 jobs queued through the API; one worker SIGKILLed half-way; all 200
 * complete once, and the progress of each reaches a websocket client of the server process.
 */
describe.skipIf(!process.env.DATABASE_URL)('scale-out: one server, two workers, one killed', () => {
  let database: TestDatabase;
  const processes: GalleyProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(processes.map((child) => child.kill('SIGKILL')));
    await database.dispose();
  });

  it('completes every job once and delivers its progress to the server socket', async () => {
    const { userId, token } = await seedStaff(database.handle.db);
    const env = {
      DATABASE_URL: database.url ?? '',
      GALLEY_DATA_DIR: database.dataDir,
      GALLEY_JOB_SUPERVISE_SECONDS: '1',
      SESSION_SECRET: 'scale-out-secret-scale-out-secret-0123456789',
    };
    const port = await freePort();
    processes.push(await startServerProcess(port, { ...env, GALLEY_RUN_JOBS: 'false' }));
    const [first, second] = await Promise.all([startWorkerProcess(env), startWorkerProcess(env)]);
    processes.push(first, second);

    const visitor = new HttpVisitor(`http://127.0.0.1:${port}`, token);
    const clients = Array.from(
      { length: 4 },
      () => new TopicClient(`ws://127.0.0.1:${port}/ws/`, visitor.cookieHeader()),
    );
    await Promise.all(clients.map((client) => client.connect()));
    const started = Date.now();
    const topics: string[] = [];
    for (let index = 0; index < JOBS; index += 1) {
      const response = await visitor.post('/api/v1/admin/jobs/probe/', {
        duration_ms: 400,
        steps: 2,
        reserve: { domain: 'references', amount: 1 },
      });
      expect(response.status).toBe(202);
      const { topic } = (await response.json()) as { topic: string };
      topics.push(topic);
      clients[index % clients.length]?.subscribe(topic);
    }
    const allDone = () =>
      topics.filter((topic, index) => clients[index % clients.length]?.done(topic)).length;
    const explain = async (error: unknown) => {
      const states = await database.handle.db.execute(
        sql`select state, count(*)::int as n from pgboss.job where name = 'diagnostics.probe.v1' group by state`,
      );
      throw new Error(
        `${error}: ${allDone()} done; jobs ${JSON.stringify(states)}\n${processes.map((p) => p.output().slice(-3000)).join('\n---\n')}`,
      );
    };
    await clients[0]?.until(() => allDone() >= JOBS / 4, 120_000).catch(explain);
    await first.kill('SIGKILL');
    await clients[0]?.until(() => allDone() === JOBS, 180_000).catch(explain);
    const seconds = (Date.now() - started) / 1000;
    // A job's `success` is told just before pg-boss records its end: wait for the queue to say so of every job.
    const completed = async () =>
      (
        (await database.handle.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'diagnostics.probe.v1' and state = 'completed'`,
        )) as unknown as Array<{ n: number }>
      )[0]?.n ?? 0;
    await waitFor(async () => (await completed()) >= JOBS, {
      timeoutMs: 60_000,
      intervalMs: 200,
      message: () => 'not every job recorded as completed',
    }).catch(explain);

    for (const [index, topic] of topics.entries()) {
      const events = clients[index % clients.length]?.events.filter((event) => event.topic === topic) ?? [];
      expect(events.map((event) => event.seq)).toEqual(events.map((_, i) => i + 1));
      expect(events.filter((event) => event.event.kind === 'success')).toHaveLength(1);
    }
    const db = database.handle.db;
    expect(await db.$count(storedFiles, eq(storedFiles.userId, userId))).toBe(JOBS);
    expect(await db.$count(jobSteps)).toBe(JOBS);
    const [counter] = await db.select().from(usageCounters).where(eq(usageCounters.userId, userId));
    expect({ used: counter?.used, reserved: counter?.reserved }).toEqual({ used: JOBS, reserved: 0 });
    const rows = await db.execute<{ state: string; pickup_ms: number; retries: number }>(
      sql`select state, retry_count as retries,
            extract(epoch from (started_on - created_on)) * 1000 as pickup_ms
          from pgboss.job where name = 'diagnostics.probe.v1'`,
    );
    const jobs = rows as unknown as Array<{ state: string; pickup_ms: number; retries: number }>;
    expect(jobs).toHaveLength(JOBS);
    expect(jobs.every((job) => job.state === 'completed')).toBe(true);
    const firstRuns = jobs.filter((job) => job.retries === 0).map((job) => Number(job.pickup_ms));
    firstRuns.sort((a, b) => a - b);
    console.log(
      `scale-out: ${JOBS} jobs in ${seconds.toFixed(1)} s (${(JOBS / seconds).toFixed(1)} jobs/s incl. queueing), ` +
        `${jobs.filter((job) => job.retries > 0).length} retried after the kill; queue wait (created → started) of first runs ` +
        `p50 ${percentile(firstRuns, 50).toFixed(0)} ms, p99 ${percentile(firstRuns, 99).toFixed(0)} ms`,
    );
  }, 400_000);
});
