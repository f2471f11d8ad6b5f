import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readSharedData } from '../test-support/shared-data.ts';
import { checkUploadConvertingDoc } from './check-upload-converting-doc.ts';
import { convertDocToDocx } from './convert-doc-to-docx.ts';
import { DocConversionError } from './doc-conversion-error.ts';

const LEGACY = 'manuscripts/legacy-doc/engineering_haze_IJSPM.doc';
const hasSoffice = spawnSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' }).status === 0;
if (!hasSoffice)
  console.warn(
    'SKIPPED the .doc conversion tests: LibreOffice (soffice) is not installed. Install it with ' +
      'scripts/install-prerequisites.sh or `apt-get install -y libreoffice-writer-nogui`.',
  );

describe.skipIf(!hasSoffice)('.doc → .docx through LibreOffice (the shared legacy .doc)', () => {
  it('converts the legacy .doc, then passes the upload checks and reads as a .docx', async () => {
    const check = await checkUploadConvertingDoc([{ name: 'paper.doc', bytes: readSharedData(LEGACY) }]);
    expect(check).toMatchObject({ ok: true, kind: 'docx' });
    const manuscript = check.manuscript;
    const text = manuscript?.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text] : [])).join('\n');
    expect(manuscript?.blocks.length).toBeGreaterThan(50);
    expect(text).toMatch(/haze/i);
  }, 60_000);

  it('refuses a .doc LibreOffice cannot read with doc_conversion_failed', async () => {
    // OLE2 magic bytes and nothing else: passes the magic-byte check, cannot be converted.
    const bytes = new Uint8Array(4096);
    bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const check = await checkUploadConvertingDoc([{ name: 'broken.doc', bytes }]);
    expect(check).toMatchObject({ ok: false, code: 'doc_conversion_failed' });
  }, 60_000);
});

describe('.doc conversion without LibreOffice', () => {
  it('says clearly that LibreOffice is missing', async () => {
    const conversion = convertDocToDocx(new Uint8Array([1]), { soffice: '/nonexistent/soffice' });
    await expect(conversion).rejects.toBeInstanceOf(DocConversionError);
    await expect(conversion).rejects.toMatchObject({
      code: 'doc_conversion_failed',
      reason: expect.stringContaining('LibreOffice is not installed'),
    });
  });
});
