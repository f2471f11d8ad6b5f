import net from 'node:net';
import { type LocalServer, startLocalServer } from '@galley/pubmed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
