import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('names an ASCII file as it is, in both forms', () => {
    expect(attachmentDisposition('manuscript v2.docx')).toBe(
      `attachment; filename="manuscript v2.docx"; filename*=UTF-8''manuscript%20v2.docx`,
    );
  });

  it('keeps a non-ASCII name exact in filename* and gives an ASCII fallback', () => {
    const header = attachmentDisposition('논문 초안.docx');
    expect(header).toContain('filename="__ __.docx"');
    const exact = header.match(/filename\*=UTF-8''(.+)$/)?.[1] ?? '';
    expect(decodeURIComponent(exact)).toBe('논문 초안.docx');
  });

  it('lets no quote, backslash or line break break out of the header', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1\'().docx');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_c__Set-Cookie: x=1\'().docx"');
    expect(header).toContain("filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1%27%28%29.docx");
  });
});
