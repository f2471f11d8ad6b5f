import { describe, expect, it } from 'vitest';
import { testParagraph } from '../test-support/test-paragraph.ts';
import { headingShaped } from './heading-shaped.ts';

const PROSE = testParagraph(
  'p2',
  'During lockdowns, prescribing sank to 11% of the levels before the pandemic, while other methods fell by less than half. It rebounded in 2021.',
);
const shaped = (text: string, below = PROSE) => headingShaped(testParagraph('p1', text), below);

describe('headingShaped', () => {
  it('takes a short capitalised line with no sentence punctuation over prose', () => {
    expect(shaped('Implant')).toBe(true);
    expect(shaped('IUD & IUS')).toBe(true);
    expect(shaped('Long-acting reversible contraception')).toBe(true);
  });

  it('refuses sentences, colons, fragments, numbers first, long lines and lines naming a table or figure', () => {
    for (const text of [
      'Fell to 10.02% during lockdown.',
      'Outcome: uptake',
      'Uptake; all methods',
      'where y is the height',
      '3 patients were excluded',
      'Prescribing of every method of contraception in Scotland fell sharply',
      'Table 2 Baseline characteristics',
      'Figure 2',
      'ΔG = ΔH − TΔS',
    ])
      expect(shaped(text), text).toBe(false);
  });

  it('refuses a displayed equation, a list item and a line outside the body, not a numbered subsection', () => {
    const line = (more: object) => headingShaped(testParagraph('p1', 'Reduced uptake', more), PROSE);
    expect(
      line({ inlines: [{ kind: 'equation', start: 0, end: 14, omml: '<m:oMath/>', display: true }] }),
    ).toBe(false);
    expect(line({ list: { numId: '4', level: 0, ordered: false, label: '•' } })).toBe(false);
    expect(line({ list: { numId: '4', level: 0, ordered: true, label: '1.' } })).toBe(false);
    expect(line({ list: { numId: '3', level: 2, ordered: true, label: '3.3.2.' } })).toBe(true);
    expect(line({ origin: 'table' })).toBe(false);
    expect(line({})).toBe(true);
  });

  it('wants prose below: fifteen words or more with a sentence that ends', () => {
    expect(shaped('Implant', testParagraph('p2', 'Injection'))).toBe(false);
    expect(shaped('Implant', testParagraph('p2', 'Fell to ten per cent during lockdown.'))).toBe(false);
    expect(
      shaped(
        'Implant',
        testParagraph(
          'p2',
          'Reduced uptake of implants among women aged under twenty in every region and in every month',
        ),
      ),
    ).toBe(false);
    expect(headingShaped(testParagraph('p1', 'Implant'), undefined)).toBe(false);
  });
});
