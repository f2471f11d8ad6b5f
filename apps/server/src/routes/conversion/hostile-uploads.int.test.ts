import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MANUSCRIPT_UPLOAD_MESSAGES } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, p } from '../../../../../packages/manuscript/src/test-support/build-docx.ts';
import { readSharedData } from '../../../../../packages/manuscript/src/test-support/shared-data.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { conversions, storedFiles } from '../../db/schema.ts';
import { type ConversionClient, conversionClient } from './test-support/conversion-client.ts';

// Hostile uploads on POST file-upload (issue 15 acceptance 2): each refused with the spec's code and message
// (§8), never a 500, the conversion back in initial with the refusal stored, and nothing of the file in storage.

let t: TestApp;
let author: ConversionClient;

beforeAll(async () => {
  t = await buildTestApp();
  author = await conversionClient(t.app);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** About 90,000 tokens of prose-like words (varied, so the part compresses like text, not like a bomb). */
function tooManyTokens(): Uint8Array {
  const vocabulary = 'cell sample protein gene model analysis result method data effect rate level'.split(
    ' ',
  );
  let seed = 11;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  const words = Array.from(
    { length: 45_000 },
    () => `${vocabulary[next() % vocabulary.length]}${next() % 1000}`,
  );
  const body = Array.from({ length: 30 }, (_, i) => p(words.slice(i * 1500, (i + 1) * 1500).join(' '))).join(
    '',
  );
  return buildDocx({ body });
}

function noisy(length: number, first: number[] = []): Uint8Array {
  const bytes = new Uint8Array(length);
  let seed = 3;
  for (let i = 0; i < length; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    bytes[i] = seed >>> 16;
  }
  bytes.set(first);
  return bytes;
}

/** The real legacy .doc with all but its header and directory zeroed: Word by its bytes, unreadable by LibreOffice. */
function unopenableDoc(): Uint8Array {
  const bytes = Uint8Array.from(readSharedData('manuscripts/legacy-doc/engineering_haze_IJSPM.doc'));
  const directory = Buffer.from(bytes).indexOf(Buffer.from('WordDocument', 'utf16le'));
  bytes.fill(0, 512, directory - 512);
  bytes.fill(0, directory + 4096);
  return bytes;
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const real = readSharedData('manuscripts/publichealth_contraception.docx');

const cases: { name: string; file: () => Uint8Array; fileName: string; status: number; code: string }[] = [
  {
    name: '11 MB',
    file: () => noisy(11 * 1024 * 1024, [0x50, 0x4b, 3, 4]),
    fileName: 'big.docx',
    status: 413,
    code: 'file_size_limit',
  },
  {
    name: 'about 90,000 tokens',
    file: tooManyTokens,
    fileName: 'long.docx',
    status: 400,
    code: 'token_limit',
  },
  {
    name: 'wrong magic bytes (a PDF named .docx)',
    file: () => new TextEncoder().encode('%PDF-1.7\n%…'),
    fileName: 'paper.docx',
    status: 400,
    code: 'file_type',
  },
  {
    name: 'an OLE2 .doc named .docx',
    file: () => noisy(4096, OLE),
    fileName: 'paper.docx',
    status: 400,
    code: 'file_type',
  },
  { name: 'not a Word name', file: () => real, fileName: 'paper.pdf', status: 400, code: 'file_type' },
  {
    name: 'a truncated zip',
    file: () => real.subarray(0, Math.floor(real.length / 2)),
    fileName: 'cut.docx',
    status: 401,
    code: 'file_corrupted',
  },
  {
    name: 'a zip bomb (60 MB of zeros in one entry)',
    file: () =>
      buildDocx({ parts: { 'word/media/bomb.bin': { content: new Uint8Array(60 * 1024 * 1024) } } }, 9),
    fileName: 'bomb.docx',
    status: 401,
    code: 'file_unsafe',
  },
  {
    name: 'an XXE docx',
    file: () =>
      buildDocx({
        documentXml: `<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>`,
      }),
    fileName: 'xxe.docx',
    status: 401,
    code: 'file_unsafe',
  },
  {
    name: 'macro-enabled (.docm content type) named .docx',
    file: () => buildDocx({ mainContentType: 'application/vnd.ms-word.document.macroEnabled.main+xml' }),
    fileName: 'macro.docx',
    status: 400,
    code: 'macro_enabled',
  },
  {
    name: 'a .docm name',
    file: () => buildDocx(),
    fileName: 'macro.docm',
    status: 400,
    code: 'macro_enabled',
  },
  {
    name: 'an OLE2 file that is not Word (no WordDocument stream)',
    file: () => noisy(64 * 1024, OLE),
    fileName: 'sheet.doc',
    status: 400,
    code: 'file_type',
  },
  {
    name: 'a .doc LibreOffice cannot open',
    file: unopenableDoc,
    fileName: 'broken.doc',
    status: 400,
    code: 'doc_conversion_failed',
  },
];

/** Every file under the data folder whose path names the conversion (local storage keeps keys as paths). */
function storedUnder(conversionId: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (full.includes(conversionId)) found.push(full);
    }
  };
  walk(t.database.dataDir);
  return found;
}

describe('hostile uploads', () => {
  it.each(cases)(
    '$name → $status $code with the spec message, nothing stored',
    async (c) => {
      const id = (await author.create()).json().id;
      const response = await author.upload(id, c.file(), c.fileName);
      expect(response.statusCode, response.body).toBe(c.status);
      expect(response.json()).toEqual({
        code: c.code,
        detail: MANUSCRIPT_UPLOAD_MESSAGES[c.code as keyof typeof MANUSCRIPT_UPLOAD_MESSAGES],
      });
      const read = (await author.get(id)).json();
      expect(read.status).toBe('initial');
      expect(read.upload_error).toEqual({ code: c.code, detail: response.json().detail });
      const rows = await t.database.handle.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.ownerRef, `conversion:${id}`));
      expect(rows).toHaveLength(0);
      expect(storedUnder(id)).toEqual([]);
    },
    120_000,
  );

  it('the spec wording of the three named refusals', () => {
    expect(MANUSCRIPT_UPLOAD_MESSAGES.file_size_limit).toBe(
      'The uploaded Docx file size has exceeded the limit.',
    );
    expect(MANUSCRIPT_UPLOAD_MESSAGES.token_limit).toBe(
      'The uploaded Docx file has exceeded the token limit.',
    );
    expect(MANUSCRIPT_UPLOAD_MESSAGES.file_corrupted).toBe('Error : the uploaded docx file is corrupted');
  });

  it('two files in one form → file_count; after all of it the server still takes a good file, clearing the refusal', async () => {
    const id = (await author.create()).json().id;
    const boundary = '----galley-two-files';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="conversion_id"\r\n\r\n${id}\r\n${part('a.docx')}`,
      ),
      Buffer.from(real),
      Buffer.from(`\r\n${part('b.docx')}`),
      Buffer.from(real),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversion/file-upload/',
      headers: { ...author.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(two.statusCode, two.body).toBe(400);
    expect(two.json()).toEqual({ code: 'file_count', detail: 'Only one file can be uploaded.' });

    const good = await author.upload(id, real, 'good.docx');
    expect(good.statusCode, good.body).toBe(200);
    const read = (await author.get(id)).json();
    expect(read).toMatchObject({ status: 'draft', file_name: 'good.docx', upload_error: null });
  });

  it('a refused re-upload keeps the accepted file and the draft', async () => {
    const id = (await author.create()).json().id;
    expect((await author.upload(id, real, 'good.docx')).statusCode).toBe(200);
    const bad = await author.upload(id, real.subarray(0, 5000), 'cut.docx');
    expect(bad.statusCode).toBe(401);
    const read = (await author.get(id)).json();
    expect(read).toMatchObject({
      status: 'draft',
      file_name: 'good.docx',
      upload_error: { code: 'file_corrupted' },
    });
    expect(await t.app.storage.exists(`conversions/${id}/source.docx`)).toBe(true);
  });

  it('an upload under way refuses another; one left by a stopped server (uploading > 5 min) takes a new file', async () => {
    const id = (await author.create()).json().id;
    const db = t.database.handle.db;
    await db
      .update(conversions)
      .set({ status: 'uploading', updatedAt: new Date() })
      .where(eq(conversions.id, id));
    const busy = await author.upload(id, real, 'good.docx');
    expect(busy.statusCode).toBe(400);
    expect((await author.get(id)).json().status).toBe('uploading');
    await db
      .update(conversions)
      .set({ updatedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(conversions.id, id));
    const again = await author.upload(id, real, 'good.docx');
    expect(again.statusCode, again.body).toBe(200);
    expect((await author.get(id)).json()).toMatchObject({ status: 'draft', file_name: 'good.docx' });
  });
});
