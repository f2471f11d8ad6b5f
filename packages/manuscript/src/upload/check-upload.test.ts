import { MANUSCRIPT_UPLOAD_LIMITS, MANUSCRIPT_UPLOAD_MESSAGES } from '@galley/contracts';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { readSharedData, sharedManuscripts } from '../test-support/shared-data.ts';
import { checkUpload } from './check-upload.ts';

const docx = (bytes: Uint8Array, name = 'paper.docx') => checkUpload([{ name, bytes }]);

describe('checkUpload refuses with the spec code and message', () => {
  it('more or fewer than one file', () => {
    const bytes = buildDocx();
    const two = checkUpload([
      { name: 'a.docx', bytes },
      { name: 'b.docx', bytes },
    ]);
    expect(two).toMatchObject({ ok: false, code: 'file_count', message: 'Only one file can be uploaded.' });
    expect(checkUpload([])).toMatchObject({ ok: false, code: 'file_count' });
  });

  it('a file over 10 MB (11 MB)', () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(buildDocx());
    expect(docx(big)).toMatchObject({
      ok: false,
      code: 'file_size_limit',
      message: 'The uploaded Docx file size has exceeded the limit.',
    });
  });

  it('a file whose bytes are not Word, whatever its name (a PDF named .docx), and a non-Word name', () => {
    const pdf = strToU8('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n');
    expect(docx(pdf)).toMatchObject({ ok: false, code: 'file_type' });
    expect(docx(buildDocx(), 'paper.pdf')).toMatchObject({ ok: false, code: 'file_type' });
    // A zip that is a workbook, not a Word document.
    const xlsx = buildDocx({
      mainContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    });
    expect(docx(xlsx)).toMatchObject({ ok: false, code: 'file_type' });
  });

  it('a truncated zip, and a zip with a damaged part', () => {
    const real = readSharedData('manuscripts/citation-fields/pandoc_zotero_citations.docx');
    const truncated = docx(real.subarray(0, Math.floor(real.length / 2)));
    expect(truncated).toMatchObject({
      ok: false,
      code: 'file_corrupted',
      message: 'Error : the uploaded docx file is corrupted',
    });
    const damaged = buildDocx();
    const body = new TextDecoder('latin1').decode(damaged).indexOf('word/document.xml');
    // Flip bytes in the middle of the first local entry's data: CRC or inflate fails.
    for (let i = 60; i < 80; i++) damaged[i] = (damaged[i] ?? 0) ^ 0xff;
    expect(body).toBeGreaterThan(0);
    expect(docx(damaged)).toMatchObject({ ok: false, code: 'file_corrupted' });
  });

  it('malformed XML in the document part', () => {
    const bytes = buildDocx({ documentXml: '<w:document xmlns:w="x"><w:body><w:p></w:body></w:document>' });
    expect(docx(bytes)).toMatchObject({ ok: false, code: 'file_corrupted' });
  });

  it('a zip bomb by ratio: 60 MB of zeros in one entry', () => {
    const bomb = buildDocx(
      { parts: { 'word/media/bomb.bin': { content: new Uint8Array(60 * 1024 * 1024) } } },
      9,
    );
    const result = docx(bomb);
    expect(result).toMatchObject({
      ok: false,
      code: 'file_unsafe',
      message: 'Error : the uploaded docx file is corrupted',
    });
    expect(result.ok === false && result.reason).toMatch(/ratio/);
  });

  it('a zip bomb by entry count and by total declared size', () => {
    const parts: Record<string, { content: Uint8Array }> = {};
    for (let i = 0; i < MANUSCRIPT_UPLOAD_LIMITS.maxZipEntries + 1; i++)
      parts[`word/x${i}.bin`] = { content: new Uint8Array(1) };
    expect(docx(buildDocx({ parts }))).toMatchObject({ ok: false, code: 'file_unsafe' });
    // Random bytes do not compress, so the ratio passes; their sum is what is refused.
    const limits = { ...MANUSCRIPT_UPLOAD_LIMITS, maxUncompressedBytes: 1024 * 1024 };
    const noise = crypto.getRandomValues(new Uint8Array(65536));
    const many: Record<string, { content: Uint8Array }> = {};
    for (let i = 0; i < 20; i++) many[`word/n${i}.bin`] = { content: noise };
    const result = checkUpload([{ name: 'a.docx', bytes: buildDocx({ parts: many }, 0) }], limits);
    expect(result).toMatchObject({ ok: false, code: 'file_unsafe' });
  });

  it('a zip bomb that lies about its size in the directory (caught while inflating)', () => {
    const xml = `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${p('x'.repeat(50_000))}</w:body></w:document>`;
    const bytes = buildDocx({ documentXml: xml }, 9);
    // Rewrite the declared uncompressed size of word/document.xml to 1,000 bytes in both headers.
    lieAboutSize(bytes, 'word/document.xml', 1000);
    expect(docx(bytes)).toMatchObject({ ok: false, code: 'file_unsafe' });
  });

  it('a DTD / external entity (XXE) in any part', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>`;
    expect(docx(buildDocx({ documentXml: xxe }))).toMatchObject({ ok: false, code: 'file_unsafe' });
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><w:styles xmlns:w="x">&lol2;</w:styles>`;
    const styles = buildDocx({ parts: { 'word/styles.xml': { content: laughs, relType: 'styles' } } });
    expect(docx(styles)).toMatchObject({ ok: false, code: 'file_unsafe' });
  });

  it('macro-enabled documents: .docm content type, a VBA project, a .docm name', () => {
    const docm = buildDocx({ mainContentType: 'application/vnd.ms-word.document.macroEnabled.main+xml' });
    expect(docx(docm)).toMatchObject({ ok: false, code: 'macro_enabled' });
    const vba = buildDocx({
      parts: {
        'word/vbaProject.bin': {
          content: new Uint8Array([1, 2, 3]),
          contentType: 'application/vnd.ms-office.vbaProject',
        },
      },
    });
    expect(docx(vba)).toMatchObject({ ok: false, code: 'macro_enabled' });
    expect(docx(buildDocx(), 'paper.docm')).toMatchObject({ ok: false, code: 'macro_enabled' });
  });

  it('more than 80,000 tokens (about 90,000 here)', () => {
    // Varied words (a pseudo-random walk over a vocabulary), so the part compresses like prose, not like a bomb.
    const vocabulary =
      'cell sample protein gene model analysis result method data effect rate level group study'.split(' ');
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const words = Array.from(
      { length: 45_000 },
      () => `${vocabulary[next() % vocabulary.length]}${next() % 1000}`,
    );
    const body = Array.from({ length: 30 }, (_, i) =>
      p(words.slice(i * 1500, (i + 1) * 1500).join(' ')),
    ).join('');
    const result = docx(buildDocx({ body }));
    expect(result).toMatchObject({
      ok: false,
      code: 'token_limit',
      message: 'The uploaded Docx file has exceeded the token limit.',
    });
    expect(result.ok === false && Number(/^(\d+)/.exec(result.reason)?.[1])).toBeGreaterThan(85_000);
  });
});

describe('checkUpload accepts real manuscripts', () => {
  it.each(sharedManuscripts())('%s passes with its token count and model', (file) => {
    const result = docx(readSharedData(file), file.split('/').pop());
    expect(result).toMatchObject({ ok: true, kind: 'docx' });
    expect(result.ok && result.tokens).toBeGreaterThan(100);
    expect(result.manuscript?.blocks.length).toBeGreaterThan(0);
  });

  it('the legacy .doc passes as kind doc (converted outside the pure package)', () => {
    const bytes = readSharedData('manuscripts/legacy-doc/engineering_haze_IJSPM.doc');
    expect(checkUpload([{ name: 'engineering_haze_IJSPM.doc', bytes }])).toEqual({ ok: true, kind: 'doc' });
  });

  it('every message comes from the shared catalogue', () => {
    expect(MANUSCRIPT_UPLOAD_MESSAGES.file_corrupted).toBe('Error : the uploaded docx file is corrupted');
  });
});

/** Patches a zip entry's declared uncompressed size in its local header and its central directory record. */
function lieAboutSize(zip: Uint8Array, name: string, size: number): void {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const nameBytes = strToU8(name);
  const matches = (at: number) => nameBytes.every((byte, i) => zip[at + i] === byte);
  for (let at = 0; at < zip.length - 46; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && matches(at + 30)) view.setUint32(at + 22, size, true);
    if (signature === 0x02014b50 && matches(at + 46)) view.setUint32(at + 24, size, true);
  }
}
