import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type GalleyProcess, startServerProcess } from '../../test/support/galley-process.ts';
import { HttpVisitor } from '../../test/support/http-visitor.ts';
import { seedStaff } from '../../test/support/seed-staff.ts';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { TopicClient } from '../../test/support/topic-client.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { openPglite } from '../db/open-pglite.ts';
import { jobEvents, jobSteps, storedFiles, usageCounters, usageReservations } from '../db/schema.ts';

/**
 * Acceptance (issue 13, item 1): a ~5 s job is running when its process is SIGKILLed; after a restart
 * it completes exactly once in effect, and a subscriber that reconnects gets every event once, in order.
 * On PGlite the server runs the job; on PostgreSQL (DATABASE_URL) the same, over a real server.
 */
describe('a job survives SIGKILL of its process', () => {
  let database: TestDatabase;
  let server: GalleyProcess | undefined;
  let seeded: { userId: string; token: string };
  const postgres = Boolean(process.env.DATABASE_URL);

  beforeAll(async () => {
    database = await createTestDatabase();
    seeded = await seedStaff(database.handle.db);
    // PGlite allows one process: the server takes the folder over.
    if (!postgres) await database.handle.close();
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (postgres) await database.dispose();
    else fs.rmSync(database.dataDir, { recursive: true, force: true });
  });

  function serverEnv(): NodeJS.ProcessEnv {
    return {
      GALLEY_DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      GALLEY_JOB_SUPERVISE_SECONDS: '1',
      SESSION_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
    };
  }

  it('completes once after a restart, and the resumed subscriber sees every event once', async () => {
    const port = await freePort();
    server = await startServerProcess(port, serverEnv());
    const visitor = new HttpVisitor(`http://127.0.0.1:${port}`, seeded.token);
    const started = await visitor.post('/api/v1/admin/jobs/probe/', {
      duration_ms: 5_000,
      steps: 10,
      reserve: { domain: 'references', amount: 1 },
    });
    expect(started.status).toBe(202);
    const { job_id: jobId, topic } = (await started.json()) as { job_id: string; topic: string };
    const client = new TopicClient(`ws://127.0.0.1:${port}/ws/`, visitor.cookieHeader());
    await client.connect();
    client.subscribe(topic);
    await client
      .until(() => client.events.filter((e) => e.event.kind === 'progress').length >= 3, 20_000)
      .catch((error) => {
        throw new Error(`${error}\n${server?.output()}`);
      });

    await server.kill('SIGKILL');
    client.close();
    const seenBeforeCrash = client.lastSeq(topic);

    server = await startServerProcess(port, serverEnv());
    await client.connect();
    // pg-boss fails the job once its heartbeat is 10 s stale, then retries it.
    await client
      .until(() => client.done(topic), 90_000)
      .catch((error) => {
        throw new Error(`${error}\n${server?.output()}`);
      });
    const seqs = client.events.filter((e) => e.topic === topic).map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    expect(seenBeforeCrash).toBeGreaterThanOrEqual(4);
    const kinds = client.events.map((e) => e.event.kind);
    expect(kinds.filter((kind) => kind === 'success')).toHaveLength(1);
    expect(kinds).toContain('retrying');
    client.close();
    await server.kill('SIGTERM');
    server = undefined;

    const handle: DatabaseHandle = postgres
      ? database.handle
      : await openPglite(path.join(database.dataDir, 'pglite'));
    try {
      const db = handle.db;
      const files = await db.select().from(storedFiles).where(eq(storedFiles.ownerRef, topic));
      expect(files).toHaveLength(1);
      expect(fs.readdirSync(path.join(database.dataDir, 'files', 'jobs', jobId))).toEqual(['probe.txt']);
      const steps = await db.select().from(jobSteps).where(eq(jobSteps.jobId, jobId));
      expect(steps.map((step) => step.step)).toEqual(['write-report']);
      const [counter] = await db
        .select()
        .from(usageCounters)
        .where(and(eq(usageCounters.userId, seeded.userId), eq(usageCounters.domain, 'references')));
      expect({ used: counter?.used, reserved: counter?.reserved }).toEqual({ used: 1, reserved: 0 });
      const [reservation] = await db.select().from(usageReservations).where(eq(usageReservations.key, jobId));
      expect(reservation?.state).toBe('committed');
      const stored = await db
        .select({ seq: jobEvents.seq })
        .from(jobEvents)
        .where(eq(jobEvents.topic, topic))
        .orderBy(asc(jobEvents.seq));
      expect(stored.map((row) => row.seq)).toEqual(seqs);
    } finally {
      if (!postgres) await handle.close();
    }
  }, 180_000);
});
