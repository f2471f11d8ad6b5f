import { randomUUID } from 'node:crypto';
import type { JobWithMetadata } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import { probeJob } from '../definitions/diagnostics/probe.job.ts';
import { appendJobEvent } from '../events/append-job-event.ts';
import { readTopicEvents } from '../events/read-topic-events.ts';
import { runJob } from './run-job.ts';

// A process killed after its job announced `success` and before pg-boss recorded the end: pg-boss hands the job out
// again (the scale-out test's kill can land there). The job has succeeded once; it must not run or report again.

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await buildTestApp();
  userId = await createTestUserId(t.app);
});
afterAll(() => t.close());

function handedOut(jobId: string, topic: string, retryCount: number) {
  const job = {
    id: jobId,
    name: 'diagnostics.probe.v1',
    data: { v: 1, payload: { durationMs: 0, steps: 1 }, userId, topic },
    retryCount,
    retryLimit: 3,
    signal: new AbortController().signal,
  };
  return runJob({
    database: t.database.handle,
    config: t.app.config,
    pubsub: t.app.pubsub,
    storage: t.app.storage,
    log: t.app.log,
    isolated: t.app.isolated,
    definition: probeJob,
    job: job as unknown as JobWithMetadata<unknown>,
    shutdown: new AbortController().signal,
  });
}

const kinds = async (topic: string) => (await readTopicEvents(t.app.db, topic, 0)).map((e) => e.event.kind);

describe('a job handed out again', () => {
  it('ends at once, reporting nothing more, when a run of it has announced its success', async () => {
    const jobId = randomUUID();
    const topic = `job:${jobId}`;
    const event = { kind: 'success' as const, job: jobId, name: probeJob.name };
    await appendJobEvent({ db: t.app.db, pubsub: t.app.pubsub, topic, jobId, event });
    expect(await handedOut(jobId, topic, 1)).toBeNull();
    expect(await kinds(topic)).toEqual(['success']);
    expect(await t.app.storage.exists(`jobs/${jobId}/probe.txt`)).toBe(false);
  });

  it('runs again, once, when its process died before the success', async () => {
    const jobId = randomUUID();
    const topic = `job:${jobId}`;
    await appendJobEvent({
      db: t.app.db,
      pubsub: t.app.pubsub,
      topic,
      jobId,
      event: { kind: 'start', job: jobId, name: probeJob.name },
    });
    expect(await handedOut(jobId, topic, 1)).toMatchObject({ fileId: expect.any(String) });
    expect(await kinds(topic)).toEqual(['start', 'retrying', 'progress', 'success']);
    expect(await t.app.storage.exists(`jobs/${jobId}/probe.txt`)).toBe(true);
  });
});
