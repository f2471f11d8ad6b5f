import type { Manuscript, Paragraph } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { testParagraph } from '../../packages/manuscript/src/test-support/test-paragraph.ts';
import { LAYOUT_VARIANTS } from './layout-variants.ts';

const paragraph = testParagraph;
const manuscript = {
  blocks: [
    paragraph('p1', 'Abstract', { heading: { level: 1, by: 'style' }, styleName: 'heading 1' }),
    paragraph('p2', 'Overview', {
      heading: { level: 2, by: 'style' },
      list: { numId: '3', level: 1, ordered: true, label: '3.1.' },
    }),
    paragraph('p3', 'References'),
    paragraph('p4', 'Smith J. A study. BMJ. 2020;1:1.'),
  ],
} as unknown as Manuscript;
const variant = (name: string) => {
  const make = LAYOUT_VARIANTS[name];
  if (!make) throw new Error(name);
  return make(structuredClone(manuscript)).blocks as Paragraph[];
};

describe('LAYOUT_VARIANTS', () => {
  it('strips heading styles but keeps the words and Word’s list numbers', () => {
    const blocks = variant('no heading styles');
    expect(blocks.map((b) => b.text)).toEqual([
      'Abstract',
      'Overview',
      'References',
      'Smith J. A study. BMJ. 2020;1:1.',
    ]);
    expect(blocks.some((b) => b.heading || b.styleName)).toBe(false);
    expect(blocks[1]?.list?.label).toBe('3.1.');
  });

  it('numbers the top-level headings by hand', () => {
    expect(variant('headings numbered by hand').map((b) => b.text)).toEqual([
      '1. Abstract',
      'Overview',
      'References',
      'Smith J. A study. BMJ. 2020;1:1.',
    ]);
  });

  it('types the headings in capitals with no style, keeping each text’s length', () => {
    const blocks = variant('headings in capitals');
    expect(blocks.map((b) => b.text)).toEqual([
      'ABSTRACT',
      'OVERVIEW',
      'References',
      'Smith J. A study. BMJ. 2020;1:1.',
    ]);
    expect(blocks.some((b) => b.heading || b.styleName)).toBe(false);
    const [street] = (LAYOUT_VARIANTS['headings in capitals']?.({
      blocks: [paragraph('p1', 'Straße', { heading: { level: 1, by: 'style' } })],
    } as unknown as Manuscript).blocks ?? []) as Paragraph[];
    expect(street?.text).toBe('Straße');
  });

  it('moves each figure legend after the first paragraph that cites it, and leaves prose about a figure', () => {
    const blocks = [
      paragraph('p1', 'Bats were recorded at every site (Figure 2A; Supplementary Figure 3).'),
      paragraph('p2', 'Figure 1 shows the sites.'),
      paragraph('p3', 'Activity fell near turbines (Figs. 1 and 3).'),
      paragraph('p4', 'References'),
      paragraph('p5', 'Figure 1. The sites.'),
      paragraph('p6', 'Figure 2: Activity by site, as in Figure 3.'),
      paragraph('p7', 'Figure 3. Activity at night.'),
      paragraph('p8', 'Figure 12. Never cited.'),
    ];
    const make = LAYOUT_VARIANTS['figure legends in the text'];
    const moved = make?.({ blocks } as unknown as Manuscript).blocks.map((b) => b.id);
    // Legend 3 is cited by legend 2 and by "Supplementary Figure 3" first, and by prose only in p3 ("Figs. 1 and
    // 3" names it second, which is not read): it stays; "Figure 1" in p2 is prose; "Figure 12" is not figure 1.
    expect(moved).toEqual(['p1', 'p6', 'p2', 'p5', 'p3', 'p4', 'p7', 'p8']);
  });

  it('drops superscript and nothing else: author marks and citation numbers stand in the line', () => {
    const marked = paragraph('p1', 'Jane Doe1,2', {
      spans: [{ start: 8, end: 11, superscript: true, bold: true }],
    });
    const make = LAYOUT_VARIANTS['no superscripts'];
    const [block] = (make?.({ blocks: [marked] } as unknown as Manuscript).blocks ?? []) as Paragraph[];
    expect(block?.text).toBe('Jane Doe1,2');
    expect(block?.spans).toEqual([{ start: 8, end: 11, bold: true }]);
  });

  it('takes out the line above the references and the abstract, and nothing else', () => {
    expect(variant('no references heading').map((b) => b.id)).toEqual(['p1', 'p2', 'p4']);
    expect(variant('no abstract heading').map((b) => b.id)).toEqual(['p2', 'p3', 'p4']);
  });
});
