import { EMPTY_MANUSCRIPT_MESSAGE, EMPTY_MANUSCRIPT_REASON } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import { buildCompoundFile } from '../../../test/support/compound-file.ts';
import { precheckUpload } from './precheck-upload.ts';
import {
  PASSWORD_PROTECTED_MESSAGE,
  refusalOfRead,
  UploadProblemRefusal,
} from './precheck-upload-refusal.ts';
import { UploadRefusal } from './upload-refusal.ts';

function bodyOf(name: string, bytes: Uint8Array): Record<string, unknown> | null {
  try {
    precheckUpload(name, bytes);
    return null;
  } catch (error) {
    if (error instanceof UploadRefusal) return { status: error.statusCode, ...error.toBody() };
    throw error;
  }
}

describe('precheckUpload tells OLE2 files named .docx apart', () => {
  const encrypted = buildCompoundFile(['EncryptionInfo', 'EncryptedPackage']);

  it('an Office password-protected .docx (EncryptedPackage stream) is refused as password-protected', () => {
    expect(Buffer.from(encrypted.subarray(0, 8)).toString('hex')).toBe('d0cf11e0a1b11ae1');
    const expected = {
      status: 400,
      code: 'file_type',
      problem: 'password_protected',
      detail: PASSWORD_PROTECTED_MESSAGE,
    };
    expect(bodyOf('paper.docx', encrypted)).toEqual(expected);
    expect(bodyOf('paper.doc', encrypted)).toEqual(expected);
  });

  it('a Word 97–2003 file named .docx passes, to be read as the .doc it is', () => {
    expect(bodyOf('paper.docx', buildCompoundFile(['WordDocument', '1Table']))).toBeNull();
  });

  it('another OLE2 file (a workbook) named .docx is still not a Word file', () => {
    expect(bodyOf('paper.docx', buildCompoundFile(['Workbook']))).toMatchObject({ code: 'file_type' });
    expect(bodyOf('paper.docx', buildCompoundFile(['Workbook']))).not.toHaveProperty('problem');
  });
});

describe('refusalOfRead: the worker read refusal as the answer', () => {
  it('an empty manuscript gets its own sentence and problem', () => {
    const refusal = refusalOfRead({ code: 'file_corrupted', reason: EMPTY_MANUSCRIPT_REASON });
    expect(refusal).toBeInstanceOf(UploadProblemRefusal);
    expect(refusal.uploadCode).toBe('file_corrupted');
    expect(refusal.toBody()).toMatchObject({ problem: 'empty_manuscript', detail: EMPTY_MANUSCRIPT_MESSAGE });
  });

  it('anything else keeps its spec code and message', () => {
    const refusal = refusalOfRead({ code: 'token_limit', reason: '90000 tokens' });
    expect(refusal.toBody()).toEqual({
      code: 'token_limit',
      detail: 'The uploaded Docx file has exceeded the token limit.',
    });
  });
});
