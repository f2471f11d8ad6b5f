import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../../../../packages/pubmed/src/test-support/shared-data.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../../test/support/csrf.ts';
import { multipartBody } from '../../../test/support/multipart-body.ts';
import { MUTATIONS, type Mutation, mutateUpload } from '../../../test/support/mutate-upload.ts';
import { paperPdfs } from '../../../test/support/paper-pdf.ts';
import { seededRandom } from '../../../test/support/seeded-random.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import { setSubscription } from '../../services/billing/set-subscription.ts';

// Acceptance (issue 14): 100 uploads of real RIS/NBIB exports and paper PDFs, damaged with a seeded generator
// (truncated, bytes flipped, NULs, wrong encodings, huge lines, shuffled, empty, wrong type or extension,
// oversized) → each a 2xx or a clear 4xx with a message, never a 5xx; the server answers normally after.

const CREATE = '/api/v1/reference/creating-reference-order/';
const READ_PDF = '/api/v1/reference/read-and-classify-pdf-files/';
const SEED = 14_000;
const TEXT_FILES = [
  'one-library-4-formats/blue-light.ris',
  'one-library-4-formats/blue-light.nbib',
  'one-library-24-exporters/_baseline_zotero.ris',
  'one-library-24-exporters/_baseline_pubmed.nbib',
  'one-library-24-exporters/_baseline_endnote.ris',
  'one-library-24-exporters/_baseline_scopus.ris',
  'one-library-24-exporters/_baseline_webofscience.ris',
  'one-library-24-exporters/_baseline_mendeley.ris',
];
/** A real PDF that is not a paper (a specification), when the system has it. */
const SYSTEM_PDF = '/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf';

interface Outcome {
  label: string;
  status: number;
  detail?: string;
  /** The sources a 2xx answer gave (the order's references, or the one read from a PDF). */
  sources?: string[];
}

let t: TestApp;
let csrf: { token: string; cookies: Record<string, string> };
let user: string;

beforeAll(async () => {
  t = await buildTestApp();
  csrf = await fetchCsrf(t.app);
  // Reading PDFs needs a plan with the Reference Converter.
  const id = await createTestUserId(t.app);
  await setSubscription(t.app.db, id, {
    plan: 'pro',
    status: 'active',
    periodStart: null,
    periodEnd: null,
    trialEnd: null,
  });
  user = `galley_session=${(await t.app.sessions.create(id)).token}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function send(
  url: string,
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Uint8Array },
) {
  const { body, contentType } = multipartBody(fields, file);
  const cookie = [user, ...Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`)].join('; ');
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'x-csrftoken': csrf.token, 'content-type': contentType },
    payload: body,
  });
}

function textFile(name: string): { type: 'ris' | 'nbib'; bytes: Buffer } {
  return {
    type: name.endsWith('.nbib') ? 'nbib' : 'ris',
    bytes: readFileSync(sharedDataPath(`references/import/${name}`)),
  };
}

async function outcome(label: string, answer: Awaited<ReturnType<typeof send>>): Promise<Outcome> {
  const status = answer.statusCode;
  if (status < 400) {
    const body = answer.json() as { references?: { source: string }[]; reference?: { source: string } };
    const sources = body.references?.map((r) => r.source) ?? (body.reference ? [body.reference.source] : []);
    return { label, status, sources };
  }
  const body = answer.json() as { detail?: unknown; code?: unknown };
  return { label, status, detail: typeof body.detail === 'string' ? body.detail : JSON.stringify(body) };
}

describe('100 mutated uploads', () => {
  it('real RIS, NBIB and PDF files damaged 100 ways → 2xx or a clear 4xx, never 5xx; the server stays healthy', async () => {
    const outcomes: Outcome[] = [];
    const pdfs: { name: string; bytes: Uint8Array }[] = paperPdfs(4).map((bytes, i) => ({
      name: `paper-${i + 1}.pdf`,
      bytes,
    }));
    if (existsSync(SYSTEM_PDF)) pdfs.push({ name: 'spec.pdf', bytes: readFileSync(SYSTEM_PDF) });
    const names = Array.from({ length: 40 }, (_, i) => `upload-${i + 1}.pdf`);
    const cookie = [user, ...Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`)].join('; ');
    const pdfOrder = await t.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { cookie, 'x-csrftoken': csrf.token },
      payload: { reference_type: 'pdf', pdf_file_name_list: names },
    });
    expect(pdfOrder.statusCode).toBe(201);
    const orderId: string = pdfOrder.json().reference_order;
    let pdfIndex = 0;
    const sendPdf = (bytes: Uint8Array, name: string) => {
      pdfIndex += 1;
      return send(
        READ_PDF,
        { reference_order: orderId, reference_index: String(pdfIndex) },
        { field: 'pdf_file', name, type: 'application/pdf', bytes },
      );
    };
    const sendText = (type: string, bytes: Uint8Array, name: string) =>
      send(
        CREATE,
        { reference_type: type },
        { field: 'reference_file', name, type: 'application/octet-stream', bytes },
      );

    // 60 text uploads: each file through each mutation; every tenth declared with the other type and a wrong extension.
    for (let i = 0; i < 60; i += 1) {
      const name = TEXT_FILES[i % TEXT_FILES.length] as string;
      const mutation = MUTATIONS[i % MUTATIONS.length] as Mutation;
      const file = textFile(name);
      const bytes = mutateUpload(file.bytes, mutation, seededRandom(SEED + i));
      const wrong = i % 10 === 9;
      const type = wrong ? (file.type === 'ris' ? 'nbib' : 'ris') : file.type;
      const label = `#${i} ${name} ${mutation}${wrong ? ` as ${type}` : ''}`;
      outcomes.push(
        await outcome(
          label,
          await sendText(type, bytes, wrong ? 'library.pdf' : (name.split('/')[1] ?? name)),
        ),
      );
    }
    // 36 PDF uploads through read-and-classify-pdf-files.
    for (let i = 60; i < 96; i += 1) {
      const pdf = pdfs[i % pdfs.length] as { name: string; bytes: Uint8Array };
      const mutation = MUTATIONS[i % MUTATIONS.length] as Mutation;
      const bytes = mutateUpload(pdf.bytes, mutation, seededRandom(SEED + i));
      outcomes.push(await outcome(`#${i} ${pdf.name} ${mutation}`, await sendPdf(bytes, pdf.name)));
    }
    // Wrong type: an RIS sent as a PDF, a PDF sent as RIS and as reference_type pdf; an RIS over 5 MB.
    const ris = textFile(TEXT_FILES[0] as string).bytes;
    const firstPdf = (pdfs[0] as { bytes: Uint8Array }).bytes;
    outcomes.push(await outcome('#96 RIS as a PDF', await sendPdf(ris, 'library.pdf')));
    outcomes.push(await outcome('#97 PDF as RIS', await sendText('ris', firstPdf, 'paper.ris')));
    outcomes.push(
      await outcome('#98 PDF file on a pdf order create', await sendText('pdf', firstPdf, 'paper.pdf')),
    );
    const big = Buffer.concat(Array.from({ length: Math.ceil((5.5 * 1024 * 1024) / ris.length) }, () => ris));
    outcomes.push(await outcome('#99 RIS over 5 MB', await sendText('ris', big, 'big.ris')));

    expect(outcomes).toHaveLength(100);
    const report = outcomes
      .map((o) => `${o.status} ${o.label}${o.detail ? ` — ${o.detail}` : ''}`)
      .join('\n');
    console.info(report);
    for (const o of outcomes) {
      expect(o.status, `${o.label}: ${o.detail}`).toBeLessThan(500);
      if (o.status < 400) {
        // What was read is usable: 1..250 references, each with a source and no NUL left in it.
        expect(o.sources?.length, o.label).toBeGreaterThan(0);
        expect(o.sources?.length, o.label).toBeLessThanOrEqual(250);
        for (const source of o.sources ?? []) expect(source, o.label).toMatch(/^[^\0]*\w[^\0]*$/);
      }
      if (o.status >= 400) {
        expect([400, 404, 413, 415, 422], o.label).toContain(o.status);
        expect(o.detail, o.label).toMatch(/\w{3,}.*\w/);
        expect(o.detail, o.label).not.toMatch(/internal server error|undefined|\[object|stack|at \w+ \(/i);
      }
    }
    expect(outcomes.find((o) => o.label.startsWith('#99'))).toMatchObject({
      status: 413,
      detail: 'Files size must be 5MB or smaller.',
    });

    // Healthy after all that: /healthz, a clean RIS and a clean paper PDF read as before.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const clean = await sendText('ris', ris, 'blue-light.ris');
    expect(clean.statusCode).toBe(201);
    expect(clean.json().references).toHaveLength(102);
    const paper = await sendPdf(firstPdf, 'paper-1.pdf');
    expect(paper.statusCode, paper.body).toBe(200);
    expect(paper.json().reference.source.length).toBeGreaterThan(10);
  }, 300_000);
});
