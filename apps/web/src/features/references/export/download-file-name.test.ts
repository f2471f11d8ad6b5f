import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-file-name.ts';

describe('downloadFileName', () => {
  it("takes the server's quoted or bare file name", () => {
    expect(downloadFileName('attachment; filename="references.ris"', 'ris')).toBe('references.ris');
    expect(downloadFileName('attachment; filename=refs.bib', 'bibtex')).toBe('refs.bib');
  });

  it('prefers the UTF-8 filename* over filename', () => {
    expect(
      downloadFileName(`attachment; filename="r.docx"; filename*=UTF-8''%EC%B0%B8%EA%B3%A0.docx`, 'docx'),
    ).toBe('참고.docx');
  });

  it('falls back to references.<extension> when the server names none or a bad one', () => {
    expect(downloadFileName(null, 'csl-json')).toBe('references.json');
    expect(downloadFileName('attachment', 'text')).toBe('references.txt');
    expect(downloadFileName('attachment; filename=""', 'nbib')).toBe('references.nbib');
    expect(downloadFileName(`attachment; filename*=UTF-8''%E0%A4%A`, 'docx')).toBe('references.docx');
  });

  it('never keeps folders or control characters', () => {
    expect(downloadFileName('attachment; filename="../../etc/passwd"', 'text')).toBe('passwd');
    expect(downloadFileName('attachment; filename="a\\\\b\u0007.ris"', 'ris')).toBe('b.ris');
    expect(downloadFileName('attachment; filename=".."', 'ris')).toBe('references.ris');
  });
});
