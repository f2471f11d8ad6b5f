import { EMPTY_MANUSCRIPT_MESSAGE } from '@galley/manuscript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, p } from '../../../../../packages/manuscript/src/test-support/build-docx.ts';
import { readSharedData } from '../../../../../packages/manuscript/src/test-support/shared-data.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { buildCompoundFile } from '../../../test/support/compound-file.ts';
import { PASSWORD_PROTECTED_MESSAGE } from '../../services/conversion/precheck-upload-refusal.ts';
import { type ConversionClient, conversionClient } from './test-support/conversion-client.ts';

// POST file-upload with the browser walk's bad files: an empty but valid .docx, a password-protected .docx and a
// real .doc named .docx — each answered by what it is, not by "Only Word files" or an empty confirm board.

let t: TestApp;
let author: ConversionClient;

beforeAll(async () => {
  t = await buildTestApp();
  author = await conversionClient(t.app);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('uploads told apart', () => {
  it('an empty but valid .docx is refused with its own sentence, the conversion left without a file', async () => {
    const id = (await author.create()).json().id;
    const response = await author.upload(id, buildDocx({ body: `${p('')}${p(' ')}` }), 'empty.docx');
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({
      code: 'file_corrupted',
      problem: 'empty_manuscript',
      detail: EMPTY_MANUSCRIPT_MESSAGE,
    });
    const read = (await author.get(id)).json();
    expect(read.status).toBe('initial');
    expect(read.upload_error).toEqual({ code: 'file_corrupted', detail: EMPTY_MANUSCRIPT_MESSAGE });
  }, 120_000);

  it('a password-protected .docx (OLE2 with EncryptedPackage) is refused as password-protected', async () => {
    const id = (await author.create()).json().id;
    const encrypted = buildCompoundFile(['EncryptionInfo', 'EncryptedPackage']);
    const response = await author.upload(id, encrypted, 'locked.docx');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'file_type',
      problem: 'password_protected',
      detail: PASSWORD_PROTECTED_MESSAGE,
    });
  }, 120_000);

  it('a Word 97–2003 .doc named .docx is read as the .doc it is', async () => {
    const id = (await author.create()).json().id;
    const doc = readSharedData('manuscripts/legacy-doc/engineering_haze_IJSPM.doc');
    const response = await author.upload(id, doc, 'haze.docx');
    expect(response.statusCode, response.body).toBe(200);
    const read = (await author.get(id)).json();
    expect(read).toMatchObject({ status: 'draft', file_name: 'haze.docx', upload_error: null });
  }, 180_000);
});
