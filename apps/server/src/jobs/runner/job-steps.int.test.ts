import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import { jobEvents, usageCounters } from '../../db/schema.ts';
import { recordUsage } from '../../services/billing/record-usage.ts';
import { defineJob } from '../define-job.ts';
import { appendJobEvent } from '../events/append-job-event.ts';
import type { IsolatedPool } from '../isolated/isolated-pool.ts';
import { jobContext } from './job-context-for.ts';

const definition = defineJob({
  name: 'test.steps',
  version: 1,
  payload: z.object({}),
  timeoutSeconds: 60,
  retry: { limit: 2, delaySeconds: 1, backoff: false },
  run: async () => null,
});

/**
 * Two runs of one job (a retry after its process died, or two attempts overlapping) share its steps:
 * a step's database work happens exactly once. And concurrent jobs on one topic number their events
 * 1, 2, 3… with no gap and no duplicate. On PGlite and, with DATABASE_URL, on PostgreSQL.
 */
describe('job steps and topic sequences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  function contextFor(jobId: string, userId: string) {
    const job = {
      id: jobId,
      name: definition.name,
      retryCount: 0,
      retryLimit: 2,
    } as JobWithMetadata<unknown>;
    return jobContext({
      database: t.database.handle,
      config: t.app.config,
      pubsub: t.app.pubsub,
      storage: t.app.storage,
      log: t.app.log,
      isolated: {} as IsolatedPool,
      definition,
      job,
      envelope: { v: 1, payload: {}, userId, topic: null },
      signal: new AbortController().signal,
    });
  }

  async function textUsage(userId: string): Promise<number> {
    const [row] = await t.app.db
      .select({ used: usageCounters.used })
      .from(usageCounters)
      .where(and(eq(usageCounters.userId, userId), eq(usageCounters.domain, 'text')));
    return row?.used ?? 0;
  }

  it('counts a step once: a run that dies mid-step leaves nothing, a later run does it, a retry reuses it', async () => {
    const userId = await createTestUserId(t.app);
    const jobId = randomUUID();
    const dying = contextFor(jobId, userId).once('count', async (tx) => {
      await recordUsage(tx, userId, 'text', 1);
      throw new Error('process died before the step committed');
    });
    await expect(dying).rejects.toThrow('process died');
    expect(await textUsage(userId)).toBe(0);
    const done = await contextFor(jobId, userId).once('count', async (tx) => {
      await recordUsage(tx, userId, 'text', 1);
      return { counted: true };
    });
    expect(done).toEqual({ counted: true });
    const again = await contextFor(jobId, userId).once('count', async (tx) => {
      await recordUsage(tx, userId, 'text', 1);
      return { counted: 'twice' };
    });
    expect(again).toEqual({ counted: true });
    expect(await textUsage(userId)).toBe(1);
  });

  it('runs a step once when two attempts of the job run it at the same time', async () => {
    const userId = await createTestUserId(t.app);
    const jobId = randomUUID();
    const attempt = (label: string) =>
      contextFor(jobId, userId).once('count', async (tx) => {
        await recordUsage(tx, userId, 'text', 1);
        await sleep(200);
        return label;
      });
    const results = await Promise.all([attempt('first'), attempt('second')]);
    expect(results[0]).toBe(results[1]);
    expect(await textUsage(userId)).toBe(1);
  });

  it('numbers the events of concurrent jobs on one topic 1…n with no gap or duplicate', async () => {
    const topic = `job:${randomUUID()}`;
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        appendJobEvent({
          db: t.app.db,
          pubsub: t.app.pubsub,
          topic,
          jobId: `job-${index % 4}`,
          event: { kind: 'progress', percent: index },
        }),
      ),
    );
    const rows = await t.app.db
      .select({ seq: jobEvents.seq })
      .from(jobEvents)
      .where(eq(jobEvents.topic, topic))
      .orderBy(asc(jobEvents.seq));
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });
});
