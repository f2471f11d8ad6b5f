import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../../../../packages/references/src/test-support/tiny-pdf.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../../test/support/csrf.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import { referenceOrders } from '../../db/schema.ts';
import { setSubscription } from '../../services/billing/set-subscription.ts';

// PDF orders: created from file names, then each PDF sent on its own (multipart, ≤ 20 MB) and read in the
// worker pool; blank, garbage and oversized files are clear 4xx answers, never 500. On the suite's database.

const CREATE = '/api/v1/reference/creating-reference-order/';
const READ_PDF = '/api/v1/reference/read-and-classify-pdf-files/';
const READ = '/api/v1/reference/reference-order/';

let t: TestApp;
let csrf: { token: string; cookies: Record<string, string> };

beforeAll(async () => {
  t = await buildTestApp();
  csrf = await fetchCsrf(t.app);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const paper = tinyPdf([
  [
    { text: 'Original Article', size: 9, y: 760 },
    { text: 'Microglia prune synapses in the', size: 18, y: 700 },
    { text: 'developing mouse hippocampus', size: 18, y: 678 },
    { text: 'Jane A. Smith1, Wei Chen2 and Maria Garcia1*', size: 11, y: 650 },
    { text: '1 Department of Neuroscience, University of Somewhere', size: 8, y: 630 },
    { text: 'https://doi.org/10.1234/jneuro.2020.0042 PMID: 31234567', size: 8, y: 60 },
  ],
]);

/** A signed-in user on Pro: reading PDFs needs a plan with the Reference Converter. */
async function session(): Promise<string> {
  const id = await createTestUserId(t.app);
  await setSubscription(t.app.db, id, {
    plan: 'pro',
    status: 'active',
    periodStart: null,
    periodEnd: null,
    trialEnd: null,
  });
  return `galley_session=${(await t.app.sessions.create(id)).token}`;
}

function cookieFor(cookieSession: string): string {
  return [cookieSession, ...Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`)].join('; ');
}

function postJson(cookieSession: string, url: string, payload: object) {
  const headers = { cookie: cookieFor(cookieSession), 'x-csrftoken': csrf.token };
  return t.app.inject({ method: 'POST', url, headers, payload });
}

function sendPdf(cookieSession: string, fields: Record<string, string>, file?: Uint8Array) {
  const boundary = '----galley-pdf-boundary-91c2';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="pdf_file"; filename="paper.pdf"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          Buffer.from(file),
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: READ_PDF,
    headers: {
      cookie: cookieFor(cookieSession),
      'x-csrftoken': csrf.token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
}

async function pdfOrder(cookieSession: string, names = ['smith-2020.pdf', 'chen-2019.pdf']): Promise<string> {
  const created = await postJson(cookieSession, CREATE, { reference_type: 'pdf', pdf_file_name_list: names });
  expect(created.statusCode).toBe(201);
  return created.json().reference_order;
}

describe('PDF reference orders', () => {
  it('creates one pending reference per file name, then reads a PDF into its reference', async () => {
    const owner = await session();
    const created = await postJson(owner, CREATE, {
      reference_type: 'pdf',
      pdf_file_name_list: ['smith-2020.pdf', 'chen-2019.pdf'],
    });
    expect(created.statusCode).toBe(201);
    const orderId = created.json().reference_order;
    expect(created.json().references).toEqual([
      { index: 1, source: 'smith-2020.pdf' },
      { index: 2, source: 'chen-2019.pdf' },
    ]);
    const before = (
      await t.app.inject({ url: `${READ}?reference_order=${orderId}`, headers: { cookie: owner } })
    ).json();
    expect(before).toMatchObject({ reference_type: 'pdf', step: 1 });
    expect(before.references.map((r: { status: string }) => r.status)).toEqual(['pending', 'pending']);

    const read = await sendPdf(owner, { reference_order: orderId, reference_index: '2' }, paper);
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(body.reference_order).toBe(orderId);
    expect(body.parsed).toMatchObject({
      id: '2',
      type: 'article-journal',
      title: 'Microglia prune synapses in the developing mouse hippocampus',
      DOI: '10.1234/jneuro.2020.0042',
      PMID: '31234567',
    });
    expect(body.reference.index).toBe(2);
    expect(body.reference.source).toContain('Microglia prune synapses');
    expect(body.reference.source).toContain('Smith');
    expect(body.parsed.source).toBe(body.reference.source);
    const after = (
      await t.app.inject({ url: `${READ}?reference_order=${orderId}`, headers: { cookie: owner } })
    ).json();
    expect(after.references[1]).toMatchObject({
      index: 2,
      source: body.reference.source,
      parsed: body.parsed,
    });
    expect(after.references[0].source).toBe('smith-2020.pdf');
  }, 60_000);

  it('answers blank, garbage, broken and oversized PDFs with a clear 4xx, never 500', async () => {
    const owner = await session();
    const orderId = await pdfOrder(owner);
    const fields = { reference_order: orderId, reference_index: '1' };

    const blank = await sendPdf(owner, fields, tinyPdf([]));
    expect(blank.statusCode).toBe(400);
    // The reader's own warning (or ours when it read text but no metadata) is the message.
    expect(blank.json().detail).toMatch(/blank|no title, DOI or PMID/i);
    expect(blank.json().warnings).toContainEqual(expect.objectContaining({ message: blank.json().detail }));

    const garbage = await sendPdf(owner, fields, new TextEncoder().encode('not a pdf at all'));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().detail).toBe('The file is not a PDF.');

    const broken = new Uint8Array(paper.slice(0, 200));
    const cut = await sendPdf(owner, fields, broken);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toEqual(expect.any(String));

    const mutated = paper.slice();
    for (let i = 40; i < mutated.length; i += 7) mutated[i] = (mutated[i] ?? 0) ^ 0x5a;
    expect((await sendPdf(owner, fields, mutated)).statusCode).toBe(400);

    const huge = new Uint8Array(21 * 1024 * 1024);
    huge.set(paper);
    const tooLarge = await sendPdf(owner, fields, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe('Files size must be 20MB or smaller.');

    expect((await sendPdf(owner, fields)).statusCode).toBe(400);
    expect((await sendPdf(owner, { reference_order: orderId, reference_index: 'x' }, paper)).statusCode).toBe(
      400,
    );
    expect((await sendPdf(owner, { reference_order: orderId, reference_index: '3' }, paper)).statusCode).toBe(
      404,
    );
    expect(
      (await postJson(owner, READ_PDF, { reference_order: orderId, reference_index: 1 })).statusCode,
    ).toBe(400);

    // The order is as it was: nothing stored from the refused files.
    const order = (
      await t.app.inject({ url: `${READ}?reference_order=${orderId}`, headers: { cookie: owner } })
    ).json();
    expect(order.references[0]).toMatchObject({ source: 'smith-2020.pdf', status: 'pending' });
  }, 60_000);

  it('keeps the 1..100 names rule, refuses PDFs on text orders and hides other users’ orders', async () => {
    const owner = await session();
    const none = await postJson(owner, CREATE, { reference_type: 'pdf', pdf_file_name_list: [] });
    expect(none.statusCode).toBe(400);
    expect((await postJson(owner, CREATE, { reference_type: 'pdf' })).statusCode).toBe(400);
    const names = Array.from({ length: 101 }, (_, i) => `paper-${i}.pdf`);
    expect(
      (await postJson(owner, CREATE, { reference_type: 'pdf', pdf_file_name_list: names })).statusCode,
    ).toBe(400);
    const hundred = await postJson(owner, CREATE, {
      reference_type: 'pdf',
      pdf_file_name_list: names.slice(0, 100),
    });
    expect(hundred.statusCode).toBe(201);
    expect(hundred.json().references).toHaveLength(100);

    const text = await postJson(owner, CREATE, {
      reference_type: 'text',
      text: 'Smith J, Jones K. Effects of exercise on blood pressure. J Hypertens. 2010;28(4):789-95.',
    });
    const onText = await sendPdf(
      owner,
      { reference_order: text.json().reference_order, reference_index: '1' },
      paper,
    );
    expect(onText.statusCode).toBe(400);

    const orderId = await pdfOrder(owner);
    // While a check runs on the order its references stay as the check found them.
    await t.app.db
      .update(referenceOrders)
      .set({ jobId: 'running-job', status: 'checking' })
      .where(eq(referenceOrders.id, orderId));
    const busy = await sendPdf(owner, { reference_order: orderId, reference_index: '1' }, paper);
    expect(busy.statusCode).toBe(400);
    await t.app.db.update(referenceOrders).set({ jobId: null }).where(eq(referenceOrders.id, orderId));
    const stranger = await session();
    const theirs = await sendPdf(stranger, { reference_order: orderId, reference_index: '1' }, paper);
    expect(theirs.statusCode).toBe(404);
    const order = (
      await t.app.inject({ url: `${READ}?reference_order=${orderId}`, headers: { cookie: owner } })
    ).json();
    expect(order.references[0].source).toBe('smith-2020.pdf');
  }, 60_000);
});
