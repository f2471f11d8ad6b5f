import fs from 'node:fs';
import path from 'node:path';
import { type CorpusEntry, type LocalServer, loadCorpus, startLocalServer } from '@galley/pubmed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../../packages/pubmed/src/test-support/shared-data.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { openPglite } from '../src/db/open-pglite.ts';
import {
  jobSteps,
  referenceItems,
  subscriptions,
  usageCounters,
  usageReservations,
} from '../src/db/schema.ts';
import { freePort, type GalleyProcess, startServerProcess } from './support/galley-process.ts';
import { HttpVisitor } from './support/http-visitor.ts';
import { realReferences } from './support/real-references.ts';
import { seedStaff } from './support/seed-staff.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { TopicClient } from './support/topic-client.ts';

/**
 * Acceptance (issue 14): the real server process validates 250 real references against the local E-utilities
 * server at NCBI's pace (3 req/s, 250 ms a round trip), is SIGKILLed in the middle, and restarted on the same
 * data (PGlite folder, or PostgreSQL with DATABASE_URL): the order completes, each reference has one verdict,
 * and the references quota counted exactly 250 — nothing lost, nothing validated (or charged) twice.
 */
describe('reference validation survives SIGKILL of the server', () => {
  let database: TestDatabase;
  let server: GalleyProcess | undefined;
  let eutils: LocalServer;
  let corpus: Map<string, CorpusEntry>;
  let seeded: { userId: string; token: string };
  const postgres = Boolean(process.env.DATABASE_URL);

  beforeAll(async () => {
    corpus = loadCorpus(sharedDataPath('pubmed'));
    eutils = await startLocalServer({ corpus, rateLimit: 3, latencyMs: 250 });
    database = await createTestDatabase();
    seeded = await seedStaff(database.handle.db);
    // 250 references in one run needs Max (Pro allows 100 a run).
    await database.handle.db
      .update(subscriptions)
      .set({ plan: 'max' })
      .where(eq(subscriptions.userId, seeded.userId));
    // PGlite allows one process: the server takes the folder over.
    if (!postgres) await database.handle.close();
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await eutils?.close();
    if (postgres) await database.dispose();
    else if (database) fs.rmSync(database.dataDir, { recursive: true, force: true });
  });

  function serverEnv(): NodeJS.ProcessEnv {
    return {
      GALLEY_DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      GALLEY_JOB_SUPERVISE_SECONDS: '1',
      SESSION_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
      PUBMED_BASE_URL: eutils.baseUrl,
      NCBI_TOOL: 'galley-crash-test',
    };
  }

  const failWithOutput = (error: unknown) => {
    throw new Error(`${error}\n${server?.output()}`);
  };

  it('250 references: killed mid-check, restarted → done, one verdict each, 250 quota units', async () => {
    const port = await freePort();
    server = await startServerProcess(port, serverEnv());
    const base = `http://127.0.0.1:${port}`;
    const visitor = new HttpVisitor(base, seeded.token);
    const pasted = realReferences(corpus, 250, 7);
    const created = await visitor.post('/api/v1/reference/creating-reference-order/', {
      reference_type: 'text',
      text: pasted.map(({ text }) => text).join('\n\n'),
    });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { reference_order: string; references: unknown[] };
    expect(order.references).toHaveLength(250);

    const requestsBefore = eutils.requestCount;
    const started = await visitor.post('/api/v1/reference/update-pubmed-data/', {
      reference_order: order.reference_order,
    });
    expect(started.status).toBe(202);
    const { job_id: jobId, topic } = (await started.json()) as { job_id: string; topic: string };
    const client = new TopicClient(`ws://127.0.0.1:${port}/ws/`, visitor.cookieHeader());
    await client.connect();
    client.subscribe(topic);
    // In the middle: PubMed has answered a few of the check's calls, and no verdict is in yet.
    const deadline = Date.now() + 60_000;
    while (eutils.requestCount - requestsBefore < 3) {
      if (Date.now() > deadline) failWithOutput('validation never reached PubMed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(client.done(topic)).toBe(false);
    await server.kill('SIGKILL');
    client.close();
    const requestsAtKill = eutils.requestCount - requestsBefore;

    server = await startServerProcess(port, serverEnv());
    await client.connect();
    // pg-boss fails the job once its heartbeat is stale, then retries it on the restarted server.
    await client.until(() => client.done(topic), 150_000).catch(failWithOutput);
    const kinds = client.events.filter((e) => e.topic === topic).map((e) => e.event.kind);
    expect(kinds.filter((kind) => kind === 'success')).toHaveLength(1);
    expect(kinds).toContain('retrying');
    const done = client.events.find((e) => e.topic === topic && e.event.step === 'done');
    expect(done?.event.data).toMatchObject({ status: 'done', total: 250, checked: 250 });
    client.close();

    const read = await fetch(
      `${base}/api/v1/reference/reference-order/?reference_order=${order.reference_order}`,
      {
        headers: { cookie: visitor.cookieHeader() },
      },
    );
    const after = (await read.json()) as { status: string; references: { index: number; status: string }[] };
    expect(after.status).toBe('done');
    expect(after.references.map((r) => r.index)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(after.references.filter((r) => r.status === 'pending')).toEqual([]);
    // The done event's counts are the stored verdicts, 250 in all.
    const counts = (done?.event.data as { counts?: Record<string, number> } | undefined)?.counts ?? {};
    const stored: Record<string, number> = {};
    for (const { status } of after.references) stored[status] = (stored[status] ?? 0) + 1;
    expect(counts).toEqual(stored);
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(250);
    await server.kill('SIGTERM');
    server = undefined;

    const handle: DatabaseHandle = postgres
      ? database.handle
      : await openPglite(path.join(database.dataDir, 'pglite'));
    try {
      const db = handle.db;
      const items = await db
        .select()
        .from(referenceItems)
        .where(eq(referenceItems.orderId, order.reference_order));
      expect(items).toHaveLength(250);
      expect(items.filter((item) => item.validatedAt === null)).toHaveLength(0);
      // One stored batch of verdicts, written once (a second write would need a second step or a new time).
      const steps = await db.select().from(jobSteps).where(eq(jobSteps.jobId, jobId));
      expect(steps.map((step) => step.step).filter((step) => step.startsWith('verdicts-'))).toEqual([
        'verdicts-1-250',
      ]);
      expect(new Set(items.map((item) => item.validatedAt?.toISOString())).size).toBe(1);
      const [counter] = await db
        .select()
        .from(usageCounters)
        .where(and(eq(usageCounters.userId, seeded.userId), eq(usageCounters.domain, 'references')));
      expect({ used: counter?.used, reserved: counter?.reserved }).toEqual({ used: 250, reserved: 0 });
      const reservations = await db
        .select()
        .from(usageReservations)
        .where(and(eq(usageReservations.userId, seeded.userId), eq(usageReservations.domain, 'references')));
      expect(reservations.map((r) => ({ key: r.key, amount: r.amount, state: r.state }))).toEqual([
        { key: jobId, amount: 250, state: 'committed' },
      ]);
    } finally {
      if (!postgres) await handle.close();
    }
    console.info(
      `E-utilities calls before the kill: ${requestsAtKill}; in all: ${eutils.requestCount - requestsBefore}`,
    );
  }, 300_000);
});
