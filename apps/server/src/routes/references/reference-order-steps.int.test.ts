import net from 'node:net';
import type { LocalServer } from '@galley/pubmed';
import { loadCorpus, startLocalServer } from '@galley/pubmed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readSharedText,
  sharedDataPath,
} from '../../../../../packages/pubmed/src/test-support/shared-data.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../../test/support/csrf.ts';
import { TopicClient } from '../../../test/support/topic-client.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import { usageCounters } from '../../db/schema.ts';
import { setSubscription } from '../../services/billing/set-subscription.ts';

// After the first check: the verdict's evidence on GET, taking PubMed's values, moving to step 3 with a style,
// checking one reference again, and retry/continue after an outage; someone else's order is 404 everywhere.
// Against the local E-utilities server on the database the suite runs on (PGlite, or PostgreSQL).

const BASE = '/api/v1/reference';

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

function post(h: Harness, session: string, path: string, payload: object) {
  const cookie = [session, ...Object.entries(h.csrf.cookies).map(([k, v]) => `${k}=${v}`)].join('; ');
  const headers = { cookie, 'x-csrftoken': h.csrf.token };
  return h.t.app.inject({ method: 'POST', url: `${BASE}/${path}/`, headers, payload });
}

function read(h: Harness, session: string, orderId: string) {
  return h.t.app.inject({
    url: `${BASE}/reference-order/?reference_order=${orderId}`,
    headers: { cookie: session },
  });
}

/** Starts (or asks for) a check and waits for its job's `success` on the order's topic. */
async function checkAndWait(h: Harness, session: string, path: string, payload: { reference_order: string }) {
  const started = await post(h, session, path, payload);
  expect(started.statusCode).toBe(202);
  const topic = `reference-order:${payload.reference_order}`;
  const client = new TopicClient(`${h.wsBase}/ws/`, session);
  await client.connect();
  client.subscribe(topic);
  const jobId = started.json().job_id;
  // `success` comes after the job's end has settled its quota reservation (a `done` progress event may not).
  await client.until(
    () => client.events.some((e) => e.event.kind === 'success' && (!jobId || e.event.job === jobId)),
    80_000,
  );
  client.close();
  return started.json();
}

async function used(h: Harness, userId: string) {
  const [row] = await h.t.app.db
    .select({ used: usageCounters.used, reserved: usageCounters.reserved })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.domain, 'references')));
  return row;
}

describe('a checked reference order', () => {
  let eutils: LocalServer;
  let h: Harness;
  let text: string;

  beforeAll(async () => {
    const corpus = loadCorpus(sharedDataPath('pubmed'));
    eutils = await startLocalServer({ corpus, rateLimit: 0 });
    text = readSharedText('references/reference-strings-with-pmid.dev.tsv.gz')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .filter(([pmid = '', line = '']) => corpus.has(pmid) && line.trim().length > 40 && !line.includes('\n'))
      .slice(0, 3)
      .map(([, line = '']) => line.trim())
      .join('\n\n');
    h = await harness({ PUBMED_BASE_URL: eutils.baseUrl });
  }, 120_000);
  afterAll(async () => {
    await h?.t.close();
    await eutils?.close();
  });

  it('shows evidence, takes PubMed’s values, goes to step 3 with a style and checks one reference again', async () => {
    const owner = await proUser(h);
    const created = await post(h, owner.session, 'creating-reference-order', {
      reference_type: 'text',
      text,
    });
    const orderId: string = created.json().reference_order;
    const unchecked = (await read(h, owner.session, orderId)).json();
    expect(unchecked.style).toBeNull();
    expect(unchecked.references[0]).toMatchObject({ evidence: null, reason: null, edited: [] });

    const early = await post(h, owner.session, 'update-reference-order-step', {
      reference_order: orderId,
      step: 3,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe('There are no validated items...');

    await checkAndWait(h, owner.session, 'update-pubmed-data', { reference_order: orderId });
    const checked = (await read(h, owner.session, orderId)).json();
    for (const reference of checked.references) {
      expect(reference.evidence).toEqual(
        expect.objectContaining({
          fields: expect.any(Array),
          candidates: expect.any(Number),
          score: expect.any(Number),
        }),
      );
      expect(reference.edited).toEqual([]);
    }
    const matched = checked.references.find((r: { pubmed: unknown }) => r.pubmed);
    expect(matched.evidence.fields.length).toBeGreaterThan(0);

    // The diff modal's apply: PubMed's title and journal go into the parse and are remembered.
    const taken = await post(h, owner.session, 'update-reference-item', {
      reference_order: orderId,
      reference_index: matched.index,
      take: ['title', 'journal'],
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ index: matched.index, edited: ['title', 'journal'] });
    expect(taken.json().parsed.title).toBe(matched.pubmed.title);
    expect(taken.json().parsed['container-title']).toBe(matched.pubmed['container-title']);
    expect(taken.json().precautions.some((p: { code: string }) => p.code === 'wrong_title')).toBe(false);
    const again = await read(h, owner.session, orderId);
    expect(again.json().references[matched.index - 1]).toEqual(taken.json());
    const badField = await post(h, owner.session, 'update-reference-item', {
      reference_order: orderId,
      reference_index: matched.index,
      take: ['abstract'],
    });
    expect(badField.statusCode).toBe(400);

    const step = await post(h, owner.session, 'update-reference-order-step', {
      reference_order: orderId,
      step: 3,
      style: { kind: 'preset', id: 'ama-11' },
    });
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({
      reference_order: orderId,
      step: 3,
      style: { kind: 'preset', id: 'ama-11' },
    });
    const journal = await post(h, owner.session, 'update-reference-order-step', {
      reference_order: orderId,
      step: 4,
      style: { kind: 'journal', id: 'the-lancet' },
    });
    expect(journal.json().style).toEqual({ kind: 'journal', id: 'the-lancet' });
    expect((await read(h, owner.session, orderId)).json()).toMatchObject({
      step: 4,
      style: { kind: 'journal', id: 'the-lancet' },
    });
    const unknown = await post(h, owner.session, 'update-reference-order-step', {
      reference_order: orderId,
      step: 3,
      style: { kind: 'preset', id: 'no-such-style' },
    });
    expect(unknown.statusCode).toBe(400);
    const outOfRange = await post(h, owner.session, 'update-reference-order-step', {
      reference_order: orderId,
      step: 5,
    });
    expect(outOfRange.statusCode).toBe(400);

    // One reference checked again: one more unit of quota, a new job, a fresh verdict.
    expect(await used(h, owner.id)).toEqual({ used: 3, reserved: 0 });
    const first = checked.references[0];
    const recheck = await checkAndWait(h, owner.session, 'validation', {
      reference_order: orderId,
      reference_index: 1,
    } as { reference_order: string });
    expect(recheck).toMatchObject({ reference_order: orderId, status: 'checking' });
    expect(recheck.job_id).not.toBeNull();
    expect(await used(h, owner.id)).toEqual({ used: 4, reserved: 0 });
    const rechecked = (await read(h, owner.session, orderId)).json();
    expect(rechecked.status).toBe('done');
    expect(rechecked.references[0]).toMatchObject({ status: first.status, pmid: first.pmid });
    const missing = await post(h, owner.session, 'validation', {
      reference_order: orderId,
      reference_index: 9,
    });
    expect(missing.statusCode).toBe(404);

    // Someone else's order is missing on every endpoint, and nothing of theirs is counted.
    const stranger = await proUser(h);
    const calls: [string, object][] = [
      ['validation', { reference_order: orderId, reference_index: 1 }],
      ['update-ai-related-data', { reference_order: orderId, action: 'retry' }],
      ['update-ai-related-data', { reference_order: orderId, action: 'continue' }],
      ['update-reference-order-step', { reference_order: orderId, step: 3 }],
      ['update-reference-item', { reference_order: orderId, reference_index: 1, take: ['title'] }],
      ['update-pubmed-data', { reference_order: orderId }],
    ];
    for (const [path, payload] of calls) {
      expect((await post(h, stranger.session, path, payload)).statusCode, path).toBe(404);
    }
    expect((await read(h, stranger.session, orderId)).statusCode).toBe(404);
    expect(await used(h, stranger.id)).toBeUndefined();
    expect((await read(h, owner.session, orderId)).json()).toMatchObject({ step: 4, status: 'done' });
  }, 180_000);
});

describe('a reference order checked while PubMed was down', () => {
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

  it('stores the reason, retries the unreachable references (charged only once checked) and can continue as done', async () => {
    const owner = await proUser(h);
    const text = [
      'Smith J, Jones K. Effects of exercise on blood pressure in older adults. J Hypertens. 2010;28(4):789-95.',
      'Brown A, Green B. A randomised trial of vitamin D in asthma. Lancet Respir Med. 2015;3(2):120-30.',
    ].join('\n\n');
    const orderId = (
      await post(h, owner.session, 'creating-reference-order', { reference_type: 'text', text })
    ).json().reference_order;
    const first = await checkAndWait(h, owner.session, 'update-pubmed-data', { reference_order: orderId });
    const down = (await read(h, owner.session, orderId)).json();
    for (const reference of down.references) {
      expect(reference).toMatchObject({
        status: 'not_applicable',
        reason: 'Server is not working properly.',
      });
    }
    const noPubmed = await post(h, owner.session, 'update-reference-item', {
      reference_order: orderId,
      reference_index: 1,
      take: ['title'],
    });
    expect(noPubmed.statusCode).toBe(400);

    const retried = await checkAndWait(h, owner.session, 'update-ai-related-data', {
      reference_order: orderId,
      action: 'retry',
    } as { reference_order: string });
    expect(retried.job_id).not.toBe(first.job_id);
    // Reserved again for the retry, but PubMed is still down: nothing was checked, nothing is charged.
    expect(await used(h, owner.id)).toEqual({ used: 0, reserved: 0 });

    const continued = await post(h, owner.session, 'update-ai-related-data', {
      reference_order: orderId,
      action: 'continue',
    });
    expect(continued.statusCode).toBe(200);
    expect(continued.json()).toMatchObject({ reference_order: orderId, status: 'done' });
    const wrong = await post(h, owner.session, 'update-ai-related-data', {
      reference_order: orderId,
      action: 'stop',
    });
    expect(wrong.statusCode).toBe(400);
    const stepThree = await post(h, owner.session, 'update-reference-order-step', {
      reference_order: orderId,
      step: 3,
    });
    expect(stepThree.statusCode).toBe(200);
  }, 180_000);
});
