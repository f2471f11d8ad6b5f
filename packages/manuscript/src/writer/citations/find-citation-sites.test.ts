import type { Paragraph } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../../read-docx.ts';
import { buildDocx, p } from '../../test-support/build-docx.ts';
import { findCitationSites } from './find-citation-sites.ts';

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
/** A Zotero citation field showing `shown`, whose one item is `title` (a complex field, as Word writes it). */
const zoteroField = (title: string, shown: string) => {
  const json = JSON.stringify({ citationItems: [{ itemData: { type: 'article-journal', title } }] }).replace(
    /"/g,
    '&quot;',
  );
  return `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ADDIN ZOTERO_ITEM CSL_CITATION ${json} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(shown)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
};

const manuscript = readDocx(
  buildDocx({
    body: [
      `<w:p>${run('Known ')}${zoteroField('Reading habits of clinicians', '[2]')}${run(' and unknown ')}${zoteroField('A title no entry has', '[1]')}${run(' and ')}${zoteroField('Another missing title', 'see above')}</w:p>`,
      p('1. Smith J. Writing manuscripts for journals. BMJ. 2020;368:m100.'),
      p('2. Roe B. Reading habits of clinicians. Lancet. 2019;393:10-20.'),
    ].join(''),
  }),
);
const paragraphs = manuscript.blocks.filter((b): b is Paragraph => b.type === 'paragraph');
const entries = [
  { id: '1', type: 'article-journal' as const, title: 'Writing manuscripts for journals', originalNumber: 1 },
  { id: '2', type: 'article-journal' as const, title: 'Reading habits of clinicians', originalNumber: 2 },
];

describe('findCitationSites', () => {
  it('ties a field by its item, a field whose item matches nothing by the number it shows, and counts the rest', () => {
    expect(manuscript.citations).toHaveLength(3);
    const { sites, unlinked } = findCitationSites(manuscript, paragraphs, entries, true);
    const fields = sites.filter((site) => site.from === 'field').map((site) => site.references);
    // [2] by its title (entry index 1), [1] by the number it shows (entry index 0); "see above" shows no number.
    expect(fields).toEqual([[1], [0]]);
    expect(unlinked).toBe(1);
  });

  it('does not read shown numbers when the list is not numbered', () => {
    const { sites, unlinked } = findCitationSites(manuscript, paragraphs, entries, false);
    expect(sites.map((site) => site.references)).toEqual([[1]]);
    expect(unlinked).toBe(2);
  });
});
