import { describe, expect, it } from 'vitest';
import { checkManuscriptFiles } from './file-check.ts';

const MB = 1024 * 1024;

describe('checkManuscriptFiles', () => {
  it('accepts one .doc or .docx file up to 10 MB, whatever the case of its extension', () => {
    expect(checkManuscriptFiles([{ name: 'paper.docx', size: 120_000 }])).toBeNull();
    expect(checkManuscriptFiles([{ name: 'OLD PAPER.DOC', size: 10 * MB }])).toBeNull();
  });

  it('refuses more than one file, or none', () => {
    const file = { name: 'a.docx', size: 10 };
    expect(checkManuscriptFiles([file, file])).toBe('file_count');
    expect(checkManuscriptFiles([])).toBe('file_count');
  });

  it('refuses other kinds of file by their extension', () => {
    expect(checkManuscriptFiles([{ name: 'paper.pdf', size: 10 }])).toBe('file_type');
    expect(checkManuscriptFiles([{ name: 'paper.docm', size: 10 }])).toBe('file_type');
    expect(checkManuscriptFiles([{ name: 'docx', size: 10 }])).toBe('file_type');
  });

  it('refuses a file over 10 MB and an empty one', () => {
    expect(checkManuscriptFiles([{ name: 'big.docx', size: 10 * MB + 1 }])).toBe('file_size_limit');
    expect(checkManuscriptFiles([{ name: 'empty.docx', size: 0 }])).toBe('file_corrupted');
  });
});
