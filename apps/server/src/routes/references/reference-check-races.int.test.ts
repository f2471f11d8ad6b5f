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

// Requests that arrive while an order's check is running must not end it early nor start a second job
// for the same references (which would check them twice and reserve their quota twice). The local
// E-utilities server answers slowly, so the check is still running when the next request comes.

const BASE = '/api/v1/reference';

let t: TestApp;
let eutils: LocalServer;
let wsBase: string;
let csrf: { token: string; cookies: Record<string, string> };
let text: string;

beforeAll(async () => {
  const corpus = loadCorpus(sharedDataPath('pubmed'));
  eutils = await startLocalServer({ corpus, rateLimit: 0, latencyMs: 1_500 });
  text = readSharedText('references/reference-strings-with-pmid.dev.tsv.gz')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([pmid = '', line = '']) => corpus.has(pmid) && line.trim().length > 40 && !line.includes('\n'))
    .slice(0, 3)
    .map(([, line = '']) => line.trim())
    .join('\n\n');
  t = await buildTestApp({ NCBI_TOOL: 'galley-test', PUBMED_BASE_URL: eutils.baseUrl });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  wsBase = `ws://127.0.0.1:${address.port}`;
  csrf = await fetchCsrf(t.app);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await eutils?.close();
});

async function proUser(): Promise<{ id: string; session: string }> {
  const id = await createTestUserId(t.app);
  await setSubscription(t.app.db, id, {
    plan: 'pro',
    status: 'active',
    periodStart: null,
    periodEnd: null,
    trialEnd: null,
  });
  return { id, session: `galley_session=${(await t.app.sessions.create(id)).token}` };
}

function post(session: string, path: string, payload: object) {
  const cookie = [session, ...Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`)].join('; ');
  const headers = { cookie, 'x-csrftoken': csrf.token };
  return t.app.inject({ method: 'POST', url: `${BASE}/${path}/`, headers, payload });
}

/** Waits for the order's job to end (its `success`, which comes after its quota is settled). */
async function untilJobEnds(session: string, orderId: string): Promise<void> {
  const client = new TopicClient(`${wsBase}/ws/`, session);
  await client.connect();
  client.subscribe(`reference-order:${orderId}`);
  await client.until(() => client.events.some((e) => e.event.kind === 'success'), 80_000);
  client.close();
}

async function usage(userId: string) {
  const [row] = await t.app.db
    .select({ used: usageCounters.used, reserved: usageCounters.reserved })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.domain, 'references')));
  return row;
}

describe('requests during a running check', () => {
  it("'continue' leaves a running check alone, so no second job reserves the same references again", async () => {
    const owner = await proUser();
    const created = await post(owner.session, 'creating-reference-order', { reference_type: 'text', text });
    expect(created.statusCode).toBe(201);
    const orderId: string = created.json().reference_order;

    const started = await post(owner.session, 'update-pubmed-data', { reference_order: orderId });
    expect(started.statusCode).toBe(202);
    const jobId: string = started.json().job_id;
    expect(await usage(owner.id)).toEqual({ used: 0, reserved: 3 });

    const continued = await post(owner.session, 'update-ai-related-data', {
      reference_order: orderId,
      action: 'continue',
    });
    expect(continued.statusCode).toBe(200);
    expect(continued.json()).toMatchObject({ job_id: jobId, status: 'checking' });

    // A second tab (or the page after a reload) asks for the check: it gets the running job.
    const again = await post(owner.session, 'update-pubmed-data', { reference_order: orderId });
    expect(again.statusCode).toBe(202);
    expect(again.json().job_id).toBe(jobId);
    expect(await usage(owner.id)).toEqual({ used: 0, reserved: 3 });

    await untilJobEnds(owner.session, orderId);
    expect(await usage(owner.id)).toEqual({ used: 3, reserved: 0 });
    const order = await t.app.inject({
      url: `${BASE}/reference-order/?reference_order=${orderId}`,
      headers: { cookie: owner.session },
    });
    expect(order.json().status).toBe('done');
    expect(order.json().references.every((r: { status: string }) => r.status !== 'pending')).toBe(true);
  }, 120_000);
});
