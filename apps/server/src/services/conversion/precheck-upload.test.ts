import { describe, expect, it } from 'vitest';
import { precheckUpload } from './precheck-upload.ts';
import { UploadRefusal } from './upload-refusal.ts';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function file(magic: number[], extra: Uint8Array = new Uint8Array(0)): Uint8Array {
  const bytes = new Uint8Array(1024 + extra.length);
  bytes.set(magic);
  bytes.set(extra, 1024);
  return bytes;
}

function refusal(name: string, bytes: Uint8Array): string | null {
  try {
    precheckUpload(name, bytes);
    return null;
  } catch (error) {
    if (error instanceof UploadRefusal) return `${error.uploadCode} ${error.statusCode}`;
    throw error;
  }
}

describe('precheckUpload: the name and the first bytes, before any parsing', () => {
  it('takes a zip named .docx, an OLE2 Word file named .doc, and a .docx zip misnamed .doc', () => {
    const word = new Uint8Array(Buffer.from('WordDocument', 'utf16le'));
    expect(refusal('paper.docx', file(ZIP))).toBeNull();
    expect(refusal('PAPER.DOC', file(OLE, word))).toBeNull();
    expect(refusal('paper.doc', file(ZIP))).toBeNull();
  });

  it('refuses macro names, other names, mismatched or unknown magic, OLE2 that is not Word', () => {
    expect(refusal('paper.docm', file(ZIP))).toBe('macro_enabled 400');
    expect(refusal('paper.dotm', file(ZIP))).toBe('macro_enabled 400');
    expect(refusal('paper.pdf', file(ZIP))).toBe('file_type 400');
    expect(refusal('paper', file(ZIP))).toBe('file_type 400');
    expect(refusal('paper.docx', file(OLE))).toBe('file_type 400');
    expect(refusal('paper.docx', file([0x25, 0x50, 0x44, 0x46]))).toBe('file_type 400');
    expect(refusal('sheet.doc', file(OLE, new Uint8Array(Buffer.from('Workbook', 'utf16le'))))).toBe(
      'file_type 400',
    );
  });

  it('refuses over 10 MB with 413 file_size_limit; the body carries the spec code', () => {
    expect(refusal('big.docx', file(ZIP, new Uint8Array(10 * 1024 * 1024)))).toBe('file_size_limit 413');
    const body = new UploadRefusal('file_corrupted').toBody();
    expect(body).toEqual({ code: 'file_corrupted', detail: 'Error : the uploaded docx file is corrupted' });
  });
});
