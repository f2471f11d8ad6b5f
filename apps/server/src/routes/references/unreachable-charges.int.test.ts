import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { type LocalServer, startLocalServer } from '@galley/pubmed';
import { eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceOrders, usageReservations } from '../../db/schema.ts';
import { validateReferencesJob } from '../../jobs/definitions/references/validate-references.job.ts';
import type { IsolatedPool } from '../../jobs/isolated/isolated-pool.ts';
import { jobContext } from '../../jobs/runner/job-context-for.ts';
import { requirePlan } from '../../policies/require-plan.ts';
import { type ReferenceHarness, referenceHarness } from './test-support/reference-harness.ts';

// Issue 14 review: references PubMed could not check (N/A 'Server is not working properly.') are not charged;
// checked again once PubMed answers, they are charged then, once. On the suite's database.

const CREATE = '/api/v1/reference/creating-reference-order/';
const VALIDATE = '/api/v1/reference/update-pubmed-data/';
const RETRY = '/api/v1/reference/update-ai-related-data/';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return address.port;
}

describe('references PubMed could not check', () => {
  let h: ReferenceHarness;
  let port: number;
  let eutils: LocalServer | undefined;
  beforeAll(async () => {
    port = await freePort();
    h = await referenceHarness({ PUBMED_BASE_URL: `http://127.0.0.1:${port}/entrez/eutils/` });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await eutils?.close();
  });

  it('costs nothing while PubMed is down, and the two units once they are checked again', async () => {
    const owner = await h.user('pro');
    const text = [
      'Smith J, Jones K. Effects of exercise on blood pressure in older adults. J Hypertens. 2010;28(4):789-95.',
      'Brown A, Green B. A randomised trial of vitamin D in asthma. Lancet Respir Med. 2015;3(2):120-30.',
    ].join('\n\n');
    const created = await h.post(owner.session, CREATE, { reference_type: 'text', text });
    expect(created.statusCode).toBe(201);
    const orderId = created.json().reference_order;

    const first = await h.post(owner.session, VALIDATE, { reference_order: orderId });
    expect(first.statusCode).toBe(202);
    expect((await h.settled(orderId, first.json().job_id)).status).toBe('done');
    expect(await h.counter(owner.id)).toEqual({ used: 0, reserved: 0 });

    // PubMed is back (an empty corpus: the references are checked and found nowhere, which is charged).
    eutils = await startLocalServer({ corpus: new Map(), port, host: '127.0.0.1', rateLimit: 0 });
    const again = await h.post(owner.session, RETRY, { reference_order: orderId, action: 'retry' });
    expect(again.statusCode).toBe(202);
    expect(again.json().job_id).not.toBe(first.json().job_id);
    expect((await h.settled(orderId, again.json().job_id)).status).toBe('done');
    expect(eutils.requestCount).toBeGreaterThan(0);
    expect(await h.counter(owner.id)).toEqual({ used: 2, reserved: 0 });
  }, 180_000);

  it('gives the units back once when the same job runs again, as after a crash before its commit', async () => {
    // PubMed is up since the test above: put it down again for this one.
    await eutils?.close();
    eutils = undefined;
    const owner = await h.user('pro');
    const text = [
      'Lee C, Park D. Sleep duration and memory in adolescents. Sleep Med. 2018;45:12-9.',
      'Kim E, Cho F. Coffee intake and liver enzymes in adults. Hepatology. 2012;56(3):900-8.',
    ].join('\n\n');
    const orderId = (await h.post(owner.session, CREATE, { reference_type: 'text', text })).json()
      .reference_order;
    // The job's reservation as update-pubmed-data makes it, with 3 more units than the 2 references, so a
    // second give-back would show; no runner here, so nothing commits between the two runs.
    const jobId = randomUUID();
    await requirePlan({ db: h.t.app.db, siteFile: h.t.app.siteFile }, owner.id, 'references', 5, {
      key: jobId,
    });
    await h.t.app.db
      .update(referenceOrders)
      .set({ jobId, status: 'checking', step: 2 })
      .where(eq(referenceOrders.id, orderId));
    for (const retryCount of [0, 1]) {
      const ctx = jobContext({
        database: h.t.database.handle,
        config: h.t.app.config,
        pubsub: h.t.app.pubsub,
        storage: h.t.app.storage,
        log: h.t.app.log,
        isolated: undefined as unknown as IsolatedPool,
        definition: validateReferencesJob,
        job: { id: jobId, retryCount } as JobWithMetadata<unknown>,
        envelope: { v: 1, payload: { referenceOrderId: orderId }, userId: owner.id, topic: null },
        signal: new AbortController().signal,
      });
      await validateReferencesJob.run({ referenceOrderId: orderId }, ctx);
    }
    const [reservation] = await h.t.app.db
      .select({ amount: usageReservations.amount, state: usageReservations.state })
      .from(usageReservations)
      .where(eq(usageReservations.key, jobId));
    expect(reservation).toEqual({ amount: 3, state: 'reserved' });
    expect(await h.counter(owner.id)).toEqual({ used: 0, reserved: 3 });
  }, 120_000);
});
