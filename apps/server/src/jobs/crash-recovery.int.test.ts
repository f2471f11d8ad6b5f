import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrashServer } from '../../test/support/crash-server.ts';
import { type CrashTestDatabase, createCrashTestDatabase } from '../../test/support/crash-test-database.ts';
import { HttpVisitor } from '../../test/support/http-visitor.ts';
import { usageOf } from '../../test/support/usage-of.ts';
import { jobEvents, jobSteps, storedFiles } from '../db/schema.ts';
import { isPartialWrite } from '../storage/local-partial-writes.ts';

/**
 * Acceptance (issue 13, item 1): a ~5 s job is running when its process is SIGKILLed; after a restart
 * it completes exactly once in effect, and a subscriber that reconnects gets every event once, in order.
 * On PGlite the server runs the job; on PostgreSQL (DATABASE_URL) the same, over a real server.
 */
describe('a job survives SIGKILL of its process', () => {
  let data: CrashTestDatabase;
  let server: CrashServer;

  beforeAll(async () => {
    data = await createCrashTestDatabase();
    server = new CrashServer(data.database);
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await data?.dispose();
  });

  it('completes once after a restart, and the resumed subscriber sees every event once', async () => {
    await server.start();
    const visitor = new HttpVisitor(server.base, data.staff.token);
    const started = await visitor.post('/api/v1/admin/jobs/probe/', {
      duration_ms: 5_000,
      steps: 10,
      reserve: { domain: 'references', amount: 1 },
    });
    expect(started.status).toBe(202);
    const { job_id: jobId, topic } = (await started.json()) as { job_id: string; topic: string };
    const client = await server.follow(visitor, topic);
    await client
      .until(() => client.events.filter((e) => e.event.kind === 'progress').length >= 3, 20_000)
      .catch(server.fail);

    await server.kill('SIGKILL');
    client.close();
    const seenBeforeCrash = client.lastSeq(topic);

    await server.start();
    await client.connect();
    // pg-boss fails the job once its heartbeat is 10 s stale, then retries it.
    await client.until(() => client.done(topic), 90_000).catch(server.fail);
    const seqs = client.events.filter((e) => e.topic === topic).map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    expect(seenBeforeCrash).toBeGreaterThanOrEqual(4);
    const kinds = client.events.map((e) => e.event.kind);
    expect(kinds.filter((kind) => kind === 'success')).toHaveLength(1);
    expect(kinds).toContain('retrying');
    client.close();
    await server.kill('SIGTERM');

    await data.read(async (db) => {
      const files = await db.select().from(storedFiles).where(eq(storedFiles.ownerRef, topic));
      expect(files).toHaveLength(1);
      // A kill during the write may leave its temporary beside the key (swept by the retention pass).
      const folder = fs.readdirSync(path.join(data.database.dataDir, 'files', 'jobs', jobId));
      expect(folder.filter((name) => !isPartialWrite(name))).toEqual(['probe.txt']);
      const steps = await db.select().from(jobSteps).where(eq(jobSteps.jobId, jobId));
      expect(steps.map((step) => step.step)).toEqual(['write-report']);
      const { used, reserved, reservations } = await usageOf(db, data.staff.userId, 'references');
      expect({ used, reserved }).toEqual({ used: 1, reserved: 0 });
      expect(reservations.find((reservation) => reservation.key === jobId)?.state).toBe('committed');
      const stored = await db
        .select({ seq: jobEvents.seq })
        .from(jobEvents)
        .where(eq(jobEvents.topic, topic))
        .orderBy(asc(jobEvents.seq));
      expect(stored.map((row) => row.seq)).toEqual(seqs);
    });
  }, 180_000);
});
