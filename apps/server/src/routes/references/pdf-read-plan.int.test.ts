import { SubscriptionLimitErrorBody } from '@galley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../../../../packages/references/src/test-support/tiny-pdf.ts';
import { multipartBody } from '../../../test/support/multipart-body.ts';
import { type ReferenceHarness, referenceHarness } from './test-support/reference-harness.ts';

// Issue 14 review: reading a PDF (≤ 20 MB, up to 60 s of a worker) is Reference Converter work, so only plans
// that include it may ask; a free user gets the spec's subscription limit error, and each PDF read counts one
// `pdf` in the usage breakdown. On the suite's database.

const CREATE = '/api/v1/reference/creating-reference-order/';
const READ_PDF = '/api/v1/reference/read-and-classify-pdf-files/';

const paper = tinyPdf([
  [
    { text: 'Microglia prune synapses in the', size: 18, y: 700 },
    { text: 'developing mouse hippocampus', size: 18, y: 678 },
    { text: 'Jane A. Smith1, Wei Chen2 and Maria Garcia1*', size: 11, y: 650 },
    { text: 'https://doi.org/10.1234/jneuro.2020.0042 PMID: 31234567', size: 8, y: 60 },
  ],
]);

describe('reading a PDF needs a plan with the Reference Converter', () => {
  let h: ReferenceHarness;
  beforeAll(async () => {
    h = await referenceHarness();
  }, 60_000);
  afterAll(() => h?.close());

  async function readPdf(session: string) {
    const created = await h.post(session, CREATE, { reference_type: 'pdf', pdf_file_name_list: ['a.pdf'] });
    const orderId = created.json().reference_order ?? '00000000-0000-4000-8000-000000000000';
    const { body, contentType } = multipartBody(
      { reference_order: orderId, reference_index: '1' },
      { field: 'pdf_file', name: 'a.pdf', type: 'application/pdf', bytes: paper },
    );
    return h.t.app.inject({
      method: 'POST',
      url: READ_PDF,
      headers: { ...h.headers(session), 'content-type': contentType },
      payload: body,
    });
  }

  it('refuses a free user with the subscription limit error, reading nothing', async () => {
    const free = await h.user('free');
    const refused = await readPdf(free.session);
    expect(refused.statusCode).toBe(403);
    const body = SubscriptionLimitErrorBody.parse(refused.json());
    expect(body).toMatchObject({
      code: 'quota_exceeded',
      detail: 'Your plan does not include this service.',
      domain: 'subscription',
      sub_domain: 'exceed',
      error_type: 'once',
      meta: { plan_id: 'free', service: 'references', cur_processing: 1 },
    });
    expect(await h.counter(free.id, 'pdf')).toEqual({ used: 0, reserved: 0 });
  });

  it('reads a pro user’s PDF and counts it once in the pdf usage', async () => {
    const pro = await h.user('pro');
    const read = await readPdf(pro.session);
    expect(read.statusCode).toBe(200);
    expect(read.json().parsed).toMatchObject({ DOI: '10.1234/jneuro.2020.0042' });
    expect(await h.counter(pro.id, 'pdf')).toEqual({ used: 1, reserved: 0 });
  });
});
