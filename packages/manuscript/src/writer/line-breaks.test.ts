import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { convertSmall, paragraphStarting } from './test-support/convert-small.ts';

describe('line breaks (issue 15)', () => {
  const manuscript = readDocx(
    buildDocx({
      body: [
        p('Introduction'),
        '<w:p><w:r><w:t>First line</w:t></w:r><w:r><w:br/><w:t>second line</w:t></w:r></w:p>',
      ].join(''),
    }),
  );

  it('are written as w:br (a text-wrapping break), never w:cr, and read back as breaks', async () => {
    const { documentXml, output } = await convertSmall(manuscript, [
      ['main.introduction', ['Introduction', 'First line']],
    ]);
    expect(documentXml).not.toContain('<w:cr/>');
    expect(documentXml).toMatch(/<w:t[^>]*>First line<\/w:t><w:br\/><w:t[^>]*>second line<\/w:t>/);
    expect(paragraphStarting(output, 'First line').text).toBe('First line\nsecond line');
  });
});
