import { describe, expect, it } from 'vitest';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { checkUpload } from './check-upload.ts';
import { EMPTY_MANUSCRIPT_MESSAGE, EMPTY_MANUSCRIPT_REASON } from './empty-manuscript.ts';

const check = (body: string) => checkUpload([{ name: 'paper.docx', bytes: buildDocx({ body }) }]);

describe('an empty but valid .docx is refused at upload', () => {
  it('no paragraphs at all, or only blank ones', () => {
    const refusal = {
      ok: false,
      code: 'file_corrupted',
      message: EMPTY_MANUSCRIPT_MESSAGE,
      reason: EMPTY_MANUSCRIPT_REASON,
    };
    expect(check('')).toMatchObject(refusal);
    expect(check(`${p('')}${p('   ')}`)).toMatchObject(refusal);
  });

  it('an empty table is still empty; text in a table cell is not', () => {
    const table = (text: string) => `<w:tbl><w:tr><w:tc>${p(text)}</w:tc></w:tr></w:tbl>`;
    expect(check(table(''))).toMatchObject({ ok: false, message: EMPTY_MANUSCRIPT_MESSAGE });
    expect(check(table('Table 1. Results'))).toMatchObject({ ok: true, kind: 'docx' });
  });

  it('one line of text passes', () => {
    expect(check(p('A title'))).toMatchObject({ ok: true, kind: 'docx' });
  });
});
