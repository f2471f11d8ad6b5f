import { randomUUID } from 'node:crypto';
import type { LocalServer } from '@galley/pubmed';
import { loadCorpus, startLocalServer } from '@galley/pubmed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../../../../packages/pubmed/src/test-support/shared-data.ts';
import { tinyPdf } from '../../../../../packages/references/src/test-support/tiny-pdf.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../../test/support/csrf.ts';
import { multipartBody } from '../../../test/support/multipart-body.ts';
import { realReferences } from '../../../test/support/real-references.ts';
import { TopicClient } from '../../../test/support/topic-client.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import { referenceOrders, usageCounters } from '../../db/schema.ts';
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
  text = realReferences(corpus, 3)
    .map((reference) => reference.text)
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

function sendPdf(session: string, fields: Record<string, string>, file: Uint8Array) {
  const { body, contentType } = multipartBody(fields, {
    field: 'pdf_file',
    name: 'paper.pdf',
    type: 'application/pdf',
    bytes: file,
  });
  const cookie = [session, ...Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`)].join('; ');
  const headers = { cookie, 'x-csrftoken': csrf.token, 'content-type': contentType };
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/read-and-classify-pdf-files/`,
    headers,
    payload: body,
  });
}

/** Waits for the order's job (or this one) to end: its `success`, which comes after its quota is settled. */
async function untilJobEnds(session: string, orderId: string, jobId?: string): Promise<void> {
  const client = new TopicClient(`${wsBase}/ws/`, session);
  await client.connect();
  client.subscribe(`reference-order:${orderId}`);
  await client.until(
    () => client.events.some((e) => e.event.kind === 'success' && (!jobId || e.event.job === jobId)),
    80_000,
  );
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

  it('a PDF whose reading ends after a check started is refused, so no verdict of the old parse lands on it', async () => {
    const owner = await proUser();
    const created = await post(owner.session, 'creating-reference-order', {
      reference_type: 'pdf',
      pdf_file_name_list: ['smith-2020.pdf', 'chen-2019.pdf'],
    });
    const orderId: string = created.json().reference_order;
    const paper = tinyPdf([
      [
        { text: 'Microglia prune synapses in the', size: 18, y: 700 },
        { text: 'developing mouse hippocampus', size: 18, y: 678 },
        { text: 'Jane A. Smith1, Wei Chen2 and Maria Garcia1*', size: 11, y: 650 },
      ],
    ]);
    // While a worker reads the PDF (the first one this server reads: the worker starts and loads the PDF
    // library, seconds here), a check takes the order as update-pubmed-data does; its job then holds the
    // references it started with.
    const t0 = Date.now();
    const reading = sendPdf(owner.session, { reference_order: orderId, reference_index: '1' }, paper);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.db
      .update(referenceOrders)
      .set({ jobId: randomUUID(), status: 'checking' })
      .where(eq(referenceOrders.id, orderId));
    const read = await reading;
    // Only a read that outlasted the mark can tell the fix from its absence.
    expect(Date.now() - t0).toBeGreaterThan(400);
    expect(read.statusCode).toBe(400);
    expect(read.json().detail).toBe(
      'The references are being checked; send the PDF when the check has finished.',
    );
    const order = await t.app.inject({
      url: `${BASE}/reference-order/?reference_order=${orderId}`,
      headers: { cookie: owner.session },
    });
    expect(order.json().references[0]).toMatchObject({ source: 'smith-2020.pdf', status: 'pending' });
    expect(order.json().references[1].source).toBe('chen-2019.pdf');
  }, 60_000);

  it('taking PubMed values is refused for a reference its check holds, allowed for the others', async () => {
    const owner = await proUser();
    const created = await post(owner.session, 'creating-reference-order', { reference_type: 'text', text });
    const orderId: string = created.json().reference_order;
    const first = await post(owner.session, 'update-pubmed-data', { reference_order: orderId });
    await untilJobEnds(owner.session, orderId, first.json().job_id);
    const order = await t.app.inject({
      url: `${BASE}/reference-order/?reference_order=${orderId}`,
      headers: { cookie: owner.session },
    });
    const matched = order.json().references.filter((r: { pubmed: unknown }) => r.pubmed);
    expect(matched.length).toBeGreaterThanOrEqual(2);
    const [held, other] = matched;

    const recheck = await post(owner.session, 'validation', {
      reference_order: orderId,
      reference_index: held.index,
    });
    expect(recheck.statusCode).toBe(202);
    const refused = await post(owner.session, 'update-reference-item', {
      reference_order: orderId,
      reference_index: held.index,
      take: ['title'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      'This reference is being checked; take PubMed values when the check has finished.',
    );
    const allowed = await post(owner.session, 'update-reference-item', {
      reference_order: orderId,
      reference_index: other.index,
      take: ['title'],
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().edited).toEqual(['title']);
    await untilJobEnds(owner.session, orderId, recheck.json().job_id);
    const after = await t.app.inject({
      url: `${BASE}/reference-order/?reference_order=${orderId}`,
      headers: { cookie: owner.session },
    });
    expect(after.json().references[other.index - 1].edited).toEqual(['title']);
    expect(after.json().references[held.index - 1].edited).toEqual([]);
  }, 120_000);

  it('checking one reference again while a check runs: joins it if held, else a 400 (never a silent 202)', async () => {
    const owner = await proUser();
    const created = await post(owner.session, 'creating-reference-order', { reference_type: 'text', text });
    const orderId: string = created.json().reference_order;
    const first = await post(owner.session, 'update-pubmed-data', { reference_order: orderId });
    await untilJobEnds(owner.session, orderId, first.json().job_id);
    expect(await usage(owner.id)).toEqual({ used: 3, reserved: 0 });

    const recheck = await post(owner.session, 'validation', { reference_order: orderId, reference_index: 1 });
    expect(recheck.statusCode).toBe(202);
    const same = await post(owner.session, 'validation', { reference_order: orderId, reference_index: 1 });
    expect(same.statusCode).toBe(202);
    expect(same.json().job_id).toBe(recheck.json().job_id);
    const other = await post(owner.session, 'validation', { reference_order: orderId, reference_index: 2 });
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toBe(
      'The references are being checked; check this one again when the check has finished.',
    );
    await untilJobEnds(owner.session, orderId, recheck.json().job_id);
    expect(await usage(owner.id)).toEqual({ used: 4, reserved: 0 });
    const later = await post(owner.session, 'validation', { reference_order: orderId, reference_index: 2 });
    expect(later.statusCode).toBe(202);
    expect(later.json().job_id).not.toBe(recheck.json().job_id);
    await untilJobEnds(owner.session, orderId, later.json().job_id);
    expect(await usage(owner.id)).toEqual({ used: 5, reserved: 0 });
  }, 120_000);
});
