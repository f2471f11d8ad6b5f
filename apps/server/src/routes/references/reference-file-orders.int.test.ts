import { readFileSync } from 'node:fs';
import { readReferences } from '@galley/references';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../../../../packages/pubmed/src/test-support/shared-data.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../../test/support/csrf.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';

// RIS/NBIB uploads on POST creating-reference-order (multipart reference_type + reference_file): real files
// from the shared data, the 5 MB limit, garbage and mutated files (400, never 500), owner-only reads; on the
// database the suite runs on (PGlite, or PostgreSQL with DATABASE_URL).

const CREATE = '/api/v1/reference/creating-reference-order/';
const READ = '/api/v1/reference/reference-order/';
const LIBRARY = 'references/import/one-library-4-formats';

let t: TestApp;
let csrf: { token: string; cookies: Record<string, string> };

beforeAll(async () => {
  t = await buildTestApp();
  csrf = await fetchCsrf(t.app);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function shared(name: string): Buffer {
  return readFileSync(sharedDataPath(`${LIBRARY}/${name}`));
}

function form(referenceType: string, file: Uint8Array, fileName: string): { body: Buffer; type: string } {
  const boundary = '----galley-test-boundary-7f3a';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="reference_type"\r\n\r\n${referenceType}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="reference_file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function session(): Promise<string> {
  const id = await createTestUserId(t.app);
  return `galley_session=${(await t.app.sessions.create(id)).token}`;
}

function upload(cookieSession: string, referenceType: string, file: Uint8Array, fileName = 'library.ris') {
  const { body, type } = form(referenceType, file, fileName);
  const cookie = [cookieSession, ...Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`)].join('; ');
  return t.app.inject({
    method: 'POST',
    url: CREATE,
    headers: { cookie, 'x-csrftoken': csrf.token, 'content-type': type },
    payload: body,
  });
}

/** A small deterministic generator, so a failing mutation can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function mutate(source: Buffer, variant: number): Buffer {
  const next = random(variant + 1);
  const kind = variant % 3;
  if (kind === 0) return source.subarray(0, Math.floor(next() * source.length));
  if (kind === 1) {
    const copy = Buffer.from(source);
    for (let flip = 0; flip < 200; flip += 1)
      copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
    return copy;
  }
  const lines = source.toString('utf8').split('\n');
  const doubled = lines.flatMap((line) => (next() < 0.3 ? [line, line] : [line]));
  if (next() < 0.5) doubled.splice(Math.floor(next() * doubled.length), 0, 'ER  - ', 'TY  - ');
  return Buffer.from(doubled.join('\n'));
}

describe('reference orders from RIS/NBIB files', () => {
  it('a real RIS and a real NBIB → 201 with every record, sources an author recognises, readable by the owner only', async () => {
    const owner = await session();
    const ris = shared('blue-light.ris');
    const expected = readReferences(ris, 'ris').items;
    const created = await upload(owner, 'ris', ris);
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body.references).toHaveLength(expected.length);
    expect(body.references).toHaveLength(102);
    expect(body.references[0].source).toContain('Shahtalebi');
    expect(body.references[0].source).toContain('Formulation of Herbal Gel of Antirrhinum majus Extract');
    expect(body.references[0].source).toContain('2018');
    // One line in the NLM form, not the record's tagged lines.
    expect(body.references[0].source).not.toMatch(/TY {2}-|\n/);
    for (const reference of body.references) expect(reference.source.length).toBeGreaterThan(0);

    const read = await t.app.inject({
      url: `${READ}?reference_order=${body.reference_order}`,
      headers: { cookie: owner },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().reference_type).toBe('ris');
    expect(read.json().references).toHaveLength(102);
    const other = await session();
    const foreign = await t.app.inject({
      url: `${READ}?reference_order=${body.reference_order}`,
      headers: { cookie: other },
    });
    expect(foreign.statusCode).toBe(404);

    const nbib = shared('blue-light.nbib');
    const fromNbib = await upload(owner, 'nbib', nbib, 'library.nbib');
    expect(fromNbib.statusCode, fromNbib.body).toBe(201);
    expect(fromNbib.json().references).toHaveLength(readReferences(nbib, 'nbib').items.length);
    expect(fromNbib.json().references).toHaveLength(80);
    for (const reference of fromNbib.json().references) expect(reference.source.length).toBeGreaterThan(0);
  }, 60_000);

  it('over 250 records → the first 250 and the spec warning', async () => {
    const ris = shared('blue-light.ris');
    const created = await upload(
      await session(),
      'ris',
      Buffer.concat([ris, Buffer.from('\n'), ris, Buffer.from('\n'), ris]),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().references).toHaveLength(250);
    expect(
      created
        .json()
        .warnings.map((warning: { message: string }) => warning.message)
        .join(' '),
    ).toContain('You can enter up to 250 references at a time');
  }, 60_000);

  it('a 6 MB file is refused with the spec message; garbage and a missing type are 400 with a message', async () => {
    const user = await session();
    const big = Buffer.alloc(6 * 1024 * 1024, 'TY  - JOUR\n');
    const refused = await upload(user, 'ris', big);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().detail).toBe('Files size must be 5MB or smaller.');

    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256));
    const unreadable = await upload(user, 'ris', garbage);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().detail).toBe('No convertible references were found.');

    const noType = await upload(user, 'pdf', shared('blue-light.ris'));
    expect(noType.statusCode).toBe(400);
    expect(noType.json().detail).toMatch(/reference_type/);
    const empty = await upload(user, 'nbib', new Uint8Array(0));
    expect(empty.statusCode).toBe(400);
  }, 60_000);

  it('20 mutated variants of a real RIS (truncated, bytes flipped, tags doubled) → 201 or 400, never 500', async () => {
    const user = await session();
    const ris = shared('blue-light.ris');
    for (let variant = 0; variant < 20; variant += 1) {
      const answer = await upload(user, variant % 2 === 0 ? 'ris' : 'nbib', mutate(ris, variant));
      expect([201, 400], `variant ${variant}: ${answer.body.slice(0, 200)}`).toContain(answer.statusCode);
      if (answer.statusCode === 400) expect(answer.json().detail.length).toBeGreaterThan(0);
    }
  }, 120_000);
});
