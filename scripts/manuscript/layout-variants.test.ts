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

  it('takes out the line above the references and the abstract, and nothing else', () => {
    expect(variant('no references heading').map((b) => b.id)).toEqual(['p1', 'p2', 'p4']);
    expect(variant('no abstract heading').map((b) => b.id)).toEqual(['p2', 'p3', 'p4']);
  });
});
