import { type CorpusEntry, type LocalServer, loadCorpus, startLocalServer } from '@galley/pubmed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../../packages/pubmed/src/test-support/shared-data.ts';
import { jobSteps, referenceItems, subscriptions } from '../src/db/schema.ts';
import { CrashServer } from './support/crash-server.ts';
import { type CrashTestDatabase, createCrashTestDatabase } from './support/crash-test-database.ts';
import { HttpVisitor } from './support/http-visitor.ts';
import { realReferences } from './support/real-references.ts';
import { usageOf } from './support/usage-of.ts';
import { waitFor } from './support/wait-for.ts';

/**
 * Acceptance (issue 14): the real server process validates 250 real references against the local E-utilities
 * server at NCBI's pace (3 req/s, 250 ms a round trip), is SIGKILLed in the middle, and restarted on the same
 * data (PGlite folder, or PostgreSQL with DATABASE_URL): the order completes, each reference has one verdict,
 * and the references quota counted exactly 250 — nothing lost, nothing validated (or charged) twice.
 */
describe('reference validation survives SIGKILL of the server', () => {
  let data: CrashTestDatabase;
  let server: CrashServer;
  let eutils: LocalServer;
  let corpus: Map<string, CorpusEntry>;

  beforeAll(async () => {
    corpus = loadCorpus(sharedDataPath('pubmed'));
    eutils = await startLocalServer({ corpus, rateLimit: 3, latencyMs: 250 });
    data = await createCrashTestDatabase(async (database, staff) => {
      // 250 references in one run needs Max (Pro allows 100 a run).
      await database.handle.db
        .update(subscriptions)
        .set({ plan: 'max' })
        .where(eq(subscriptions.userId, staff.userId));
    });
    server = new CrashServer(data.database, {
      PUBMED_BASE_URL: eutils.baseUrl,
      NCBI_TOOL: 'galley-crash-test',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await eutils?.close();
    await data?.dispose();
  });

  it('250 references: killed mid-check, restarted → done, one verdict each, 250 quota units', async () => {
    await server.start();
    const base = server.base;
    const visitor = new HttpVisitor(base, data.staff.token);
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
    const client = await server.follow(visitor, topic);
    // In the middle: PubMed has answered a few of the check's calls, and no verdict is in yet.
    await waitFor(() => eutils.requestCount - requestsBefore >= 3, {
      timeoutMs: 60_000,
      intervalMs: 50,
      message: () => 'validation never reached PubMed',
    }).catch(server.fail);
    expect(client.done(topic)).toBe(false);
    await server.kill('SIGKILL');
    client.close();
    const requestsAtKill = eutils.requestCount - requestsBefore;

    await server.start();
    await client.connect();
    // pg-boss fails the job once its heartbeat is stale, then retries it on the restarted server.
    await client.until(() => client.done(topic), 150_000).catch(server.fail);
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

    await data.read(async (db) => {
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
      const { used, reserved, reservations } = await usageOf(db, data.staff.userId, 'references');
      expect({ used, reserved }).toEqual({ used: 250, reserved: 0 });
      expect(reservations.map((r) => ({ key: r.key, amount: r.amount, state: r.state }))).toEqual([
        { key: jobId, amount: 250, state: 'committed' },
      ]);
    });
    console.info(
      `E-utilities calls before the kill: ${requestsAtKill}; in all: ${eutils.requestCount - requestsBefore}`,
    );
  }, 300_000);
});
