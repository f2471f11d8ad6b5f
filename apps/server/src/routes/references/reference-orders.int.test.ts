import net from 'node:net';
import type { LocalServer } from '@galley/pubmed';
import {
  type CorpusEntry,
  EutilsClient,
  loadCorpus,
  RateLimiter,
  startLocalServer,
  validateReferences,
} from '@galley/pubmed';
import { readReferences } from '@galley/references';
import { and, eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readSharedText,
  sharedDataPath,
} from '../../../../../packages/pubmed/src/test-support/shared-data.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../../test/support/csrf.ts';
import { TopicClient } from '../../../test/support/topic-client.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import { referenceOrders, usageCounters } from '../../db/schema.ts';
import { validateReferencesJob } from '../../jobs/definitions/references/validate-references.job.ts';
import type { IsolatedPool } from '../../jobs/isolated/isolated-pool.ts';
import { jobContext } from '../../jobs/runner/job-context-for.ts';
import { setSubscription } from '../../services/billing/set-subscription.ts';

// The Reference Converter's server slice end to end: pasted real references → order → validation job against the
// local E-utilities server over the shared corpus → progress on /ws/ → the stored verdicts, on the database the
// suite runs on (PGlite, or PostgreSQL with DATABASE_URL).

const CREATE = '/api/v1/reference/creating-reference-order/';
const VALIDATE = '/api/v1/reference/update-pubmed-data/';
const READ = '/api/v1/reference/reference-order/';

interface Harness {
  t: TestApp;
  wsBase: string;
  csrf: { token: string; cookies: Record<string, string> };
}

async function harness(env: NodeJS.ProcessEnv): Promise<Harness> {
  const t = await buildTestApp({ NCBI_TOOL: 'galley-test', ...env });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { t, wsBase: `ws://127.0.0.1:${address.port}`, csrf: await fetchCsrf(t.app) };
}

async function proUser(h: Harness): Promise<{ id: string; session: string }> {
  const id = await createTestUserId(h.t.app);
  await setSubscription(h.t.app.db, id, {
    plan: 'pro',
    status: 'active',
    periodStart: null,
    periodEnd: null,
    trialEnd: null,
  });
  return { id, session: `galley_session=${(await h.t.app.sessions.create(id)).token}` };
}

function post(h: Harness, session: string, url: string, payload: object) {
  const cookie = [session, ...Object.entries(h.csrf.cookies).map(([k, v]) => `${k}=${v}`)].join('; ');
  return h.t.app.inject({ method: 'POST', url, headers: { cookie, 'x-csrftoken': h.csrf.token }, payload });
}

function read(h: Harness, session: string, orderId: string) {
  return h.t.app.inject({ url: `${READ}?reference_order=${orderId}`, headers: { cookie: session } });
}

async function validateAndWait(h: Harness, session: string, orderId: string): Promise<TopicClient> {
  const started = await post(h, session, VALIDATE, { reference_order: orderId });
  expect(started.statusCode).toBe(202);
  const topic = `reference-order:${orderId}`;
  expect(started.json()).toMatchObject({ reference_order: orderId, topic, status: 'checking' });
  const client = new TopicClient(`${h.wsBase}/ws/`, session);
  await client.connect();
  client.subscribe(topic);
  await client.until(() => client.done(topic), 80_000);
  client.close();
  return client;
}

async function counter(h: Harness, userId: string) {
  const [row] = await h.t.app.db
    .select({ used: usageCounters.used, reserved: usageCounters.reserved })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.domain, 'references')));
  return row;
}

describe('reference orders against the local E-utilities server', () => {
  let corpus: Map<string, CorpusEntry>;
  let eutils: LocalServer;
  let h: Harness;
  let pasted: { pmid: string; text: string }[];

  beforeAll(async () => {
    corpus = loadCorpus(sharedDataPath('pubmed'));
    eutils = await startLocalServer({ corpus, rateLimit: 0 });
    pasted = readSharedText('references/reference-strings-with-pmid.dev.tsv.gz')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .map(([pmid = '', text = '']) => ({ pmid, text: text.trim() }))
      .filter(({ pmid, text }) => corpus.has(pmid) && text.length > 40 && !text.includes('\n'))
      .slice(0, 10);
    h = await harness({ PUBMED_BASE_URL: eutils.baseUrl });
  }, 120_000);
  afterAll(async () => {
    await h?.t.close();
    await eutils?.close();
  });

  it('creates an order from ten pasted real references, validates it once and stores the engine’s verdicts', async () => {
    const owner = await proUser(h);
    const text = pasted.map(({ text: line }) => line).join('\n\n');
    const created = await post(h, owner.session, CREATE, { reference_type: 'text', text });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.references).toHaveLength(10);
    expect(body.references.map((r: { index: number }) => r.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.warnings).toEqual([]);
    const orderId: string = body.reference_order;

    const before = await read(h, owner.session, orderId);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ step: 1, reference_type: 'text' });
    expect(before.json().references.every((r: { status: string }) => r.status === 'pending')).toBe(true);

    const client = await validateAndWait(h, owner.session, orderId);
    const steps = client.events.filter((e) => e.event.kind === 'progress').map((e) => e.event.step);
    expect(steps[0]).toBe('checking');
    expect(steps).toContain('classifying');
    expect(steps.at(-1)).toBe('done');
    const substeps = client.events
      .map((e) => (e.event.data as { substep?: string } | undefined)?.substep)
      .filter((substep) => substep !== undefined);
    expect(substeps).toEqual([
      'updating_pubmed_data',
      'getting_ai_feature_data',
      'classifying_submitted_references',
      'comparing_with_pubmed_data',
    ]);
    const done = client.events.find((e) => e.event.step === 'done');
    expect(done?.event.data).toMatchObject({ status: 'done', total: 10, checked: 10 });

    const after = (await read(h, owner.session, orderId)).json();
    expect(after).toMatchObject({ reference_order: orderId, step: 2, status: 'done' });

    // The engine on the same strings, called directly, gives the same statuses and PMIDs.
    const expected = await validateReferences(readReferences(text, 'text').items, {
      client: new EutilsClient({
        baseUrl: eutils.baseUrl,
        tool: 'galley-test',
        email: '',
        rateLimiter: new RateLimiter(),
        requestsPerSecond: 1000,
      }),
    });
    const got = after.references.map((r: { status: string; pmid: string | null }) => [r.status, r.pmid]);
    expect(got).toEqual(expected.references.map((r) => [r.status, r.pmid]));
    const linked = after.references.filter(
      (r: { pmid: string | null }, i: number) => r.pmid === pasted[i]?.pmid,
    );
    expect(linked.length).toBeGreaterThanOrEqual(8);
    for (const reference of after.references) {
      expect(reference.parsed.source).toBe(reference.source);
      if (reference.pmid) expect(reference.pubmed?.PMID).toBe(reference.pmid);
      for (const precaution of reference.precautions) expect(precaution.message).toEqual(expect.any(String));
    }

    // Quota: one unit per reference, counted once; asking again checks nothing and takes nothing.
    expect(await counter(h, owner.id)).toEqual({ used: 10, reserved: 0 });
    const again = await post(h, owner.session, VALIDATE, { reference_order: orderId });
    expect(again.statusCode).toBe(202);
    expect(again.json().status).toBe('done');
    expect(await counter(h, owner.id)).toEqual({ used: 10, reserved: 0 });

    // Someone else's order reads as missing everywhere, and its topic cannot be followed.
    const stranger = await proUser(h);
    expect((await read(h, stranger.session, orderId)).statusCode).toBe(404);
    expect((await post(h, stranger.session, VALIDATE, { reference_order: orderId })).statusCode).toBe(404);
    const spy = new TopicClient(`${h.wsBase}/ws/`, stranger.session);
    await spy.connect();
    spy.subscribeFrom(`reference-order:${orderId}`, 0);
    await spy.until(() => spy.errors.length === 1, 10_000);
    expect(spy.errors[0]).toMatchObject({ code: 'not_found' });
    expect(spy.events).toEqual([]);
    spy.close();
    expect(await counter(h, stranger.id)).toBeUndefined();
  }, 120_000);

  it('never checks a reference twice when its job runs again, and replays progress on the /ws/reference/ alias', async () => {
    const owner = await proUser(h);
    const text = pasted
      .slice(0, 3)
      .map(({ text: line }) => line)
      .join('\n\n');
    const orderId = (await post(h, owner.session, CREATE, { reference_type: 'text', text })).json()
      .reference_order;
    await validateAndWait(h, owner.session, orderId);
    const first = (await read(h, owner.session, orderId)).json();
    const [order] = await h.t.app.db.select().from(referenceOrders).where(eq(referenceOrders.id, orderId));
    const jobId = order?.jobId ?? '';

    // The same job run again (as after a crash): its stored steps stand, PubMed is not asked again.
    const requests = eutils.requestCount;
    const ctx = jobContext({
      database: h.t.database.handle,
      config: h.t.app.config,
      pubsub: h.t.app.pubsub,
      storage: h.t.app.storage,
      log: h.t.app.log,
      isolated: undefined as unknown as IsolatedPool,
      definition: validateReferencesJob,
      job: { id: jobId, retryCount: 1 } as JobWithMetadata<unknown>,
      envelope: {
        v: 1,
        payload: { referenceOrderId: orderId },
        userId: owner.id,
        topic: `reference-order:${orderId}`,
      },
      signal: new AbortController().signal,
    });
    await validateReferencesJob.run({ referenceOrderId: orderId }, ctx);
    expect(eutils.requestCount).toBe(requests);
    expect((await read(h, owner.session, orderId)).json()).toEqual(first);
    expect(await counter(h, owner.id)).toEqual({ used: 3, reserved: 0 });

    const alias = new TopicClient(`${h.wsBase}/ws/reference/?reference_order=${orderId}`, owner.session);
    await alias.connect();
    const topic = `reference-order:${orderId}`;
    await alias.until(() => alias.events.some((e) => e.event.step === 'done'), 10_000);
    expect(alias.events.every((e) => e.topic === topic)).toBe(true);
    alias.close();
  }, 120_000);

  it('answers the spec’s messages: empty text, no references, over 250, duplicated numbers', async () => {
    const user = await proUser(h);
    const empty = await post(h, user.session, CREATE, { reference_type: 'text', text: '  \n ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('Please enter a reference to validate.');
    const none = await post(h, user.session, CREATE, { reference_type: 'text', text: '1.\n2.\n--' });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('Your text does not contain any references.');

    const many = Array.from(
      { length: 260 },
      (_, i) =>
        `Author${i} A, Writer B. A study of topic number ${i} in a cohort. J Test Med. 2001;${i}:1-9.`,
    ).join('\n\n');
    const truncated = await post(h, user.session, CREATE, { reference_type: 'text', text: many });
    expect(truncated.statusCode).toBe(201);
    expect(truncated.json().references).toHaveLength(250);
    const warning = truncated.json().warnings.find((w: { code: string }) => w.code === 'too_many_references');
    expect(warning.message).toContain('250');
    expect(warning.message).toContain('260');

    const twice = `1. ${pasted[0]?.text}\n2. ${pasted[1]?.text}\n2. ${pasted[2]?.text}`;
    const duplicated = await post(h, user.session, CREATE, { reference_type: 'text', text: twice });
    expect(duplicated.statusCode).toBe(201);
    expect(duplicated.json().warnings).toContainEqual(
      expect.objectContaining({ code: 'duplicated_number', message: 'Duplicated No.' }),
    );

    const file = await post(h, user.session, CREATE, { reference_type: 'ris' });
    expect(file.statusCode).toBe(400);
    const malformed = await post(h, user.session, CREATE, { reference_type: 'word', text: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect((await read(h, user.session, 'not-a-uuid')).statusCode).toBe(400);
    expect((await read(h, user.session, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  }, 60_000);

  it('splits pasted text as the author asks: one per line, or at blank lines only', async () => {
    const user = await proUser(h);
    const text = `${pasted[0]?.text}\n${pasted[1]?.text}\n\n${pasted[2]?.text}`;
    const count = async (split?: string) => {
      const body = { reference_type: 'text', text, ...(split ? { split } : {}) };
      const answer = await post(h, user.session, CREATE, body);
      expect(answer.statusCode).toBe(201);
      return answer.json().references.length;
    };
    expect(await count()).toBe(3);
    expect(await count('lines')).toBe(3);
    expect(await count('blank-lines')).toBe(2);
    const wrong = await post(h, user.session, CREATE, { reference_type: 'text', text, split: 'words' });
    expect(wrong.statusCode).toBe(400);
  }, 60_000);

  it('refuses validation to a plan without references, reserving nothing and leaving the order as it was', async () => {
    const id = await createTestUserId(h.t.app);
    const session = `galley_session=${(await h.t.app.sessions.create(id)).token}`;
    const created = await post(h, session, CREATE, { reference_type: 'text', text: pasted[0]?.text ?? '' });
    const orderId = created.json().reference_order;
    const refused = await post(h, session, VALIDATE, { reference_order: orderId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'quota_exceeded', domain: 'subscription' });
    expect((await read(h, session, orderId)).json()).toMatchObject({ step: 1 });
  });
});

describe('reference orders when PubMed cannot be reached', () => {
  let h: Harness;
  beforeAll(async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    h = await harness({ PUBMED_BASE_URL: `http://127.0.0.1:${address.port}/entrez/eutils/` });
  }, 60_000);
  afterAll(() => h?.t.close());

  it("marks every reference N/A 'Server is not working properly.' and still completes the order", async () => {
    const owner = await proUser(h);
    const text = [
      'Smith J, Jones K. Effects of exercise on blood pressure in older adults. J Hypertens. 2010;28(4):789-95.',
      'Brown A, Green B. A randomised trial of vitamin D in asthma. Lancet Respir Med. 2015;3(2):120-30.',
    ].join('\n\n');
    const created = await post(h, owner.session, CREATE, { reference_type: 'text', text });
    expect(created.statusCode).toBe(201);
    const orderId = created.json().reference_order;
    await validateAndWait(h, owner.session, orderId);
    const order = (await read(h, owner.session, orderId)).json();
    expect(order.status).toBe('done');
    expect(order.references).toHaveLength(2);
    for (const reference of order.references) {
      expect(reference.status).toBe('not_applicable');
      expect(reference.pmid).toBeNull();
      expect(reference.precautions).toContainEqual({
        code: 'pubmed_unreachable',
        message: 'Server is not working properly.',
      });
    }
    // Nothing was checked, so nothing is charged (issue 14 review): the units went back.
    expect(await counter(h, owner.id)).toEqual({ used: 0, reserved: 0 });
  }, 120_000);
});
