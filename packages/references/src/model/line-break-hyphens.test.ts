import { describe, expect, it } from 'vitest';
import { parseReferenceString } from '../parser/parse-reference-string.ts';
import { splitReferenceList } from '../readers/split-reference-list.ts';
import { joinLineBreakHyphens } from './line-break-hyphens.ts';

// Text copied from a PDF keeps the typesetter's hyphens: "Glial hypertro- phy", "and Gree- nough" (a person
// with family name "and Gree- nough") in 2,983 of the 3,514 PMC-PDF strings with such a break.
describe('hyphens at a line break', () => {
  it("joins a word broken in two and keeps the text's own hyphens", () => {
    expect(joinLineBreakHyphens('Glial hypertro-\nphy')).toBe('Glial hypertrophy');
    expect(joinLineBreakHyphens('Barberger-\nGateau, P.')).toBe('Barberger-Gateau, P.');
    expect(joinLineBreakHyphens('167, 588-\n597')).toBe('167, 588-597');
    expect(joinLineBreakHyphens('dose-\ndependent and long-\nterm, self-\nreported, alpha-\nsynuclein')).toBe(
      'dose-dependent and long-term, self-reported, alpha-synuclein',
    );
    expect(joinLineBreakHyphens('chemotherapy-\nand radiotherapy-induced')).toBe(
      'chemotherapy- and radiotherapy-induced',
    );
    expect(joinLineBreakHyphens('no break-here')).toBe('no break-here');
  });

  it('parses a reference copied from a PDF with its words whole', () => {
    const item = parseReferenceString(
      'Anderson, B. J., Black, J. E., and Gree-\nnough, W. T. (1994). Glial hypertro-\nphy is associated with synaptogenesis. Neuroscience 167, 588-\n597.',
      'r1',
    );
    expect(item.author?.map((name) => name.family)).toEqual(['Anderson', 'Black', 'Greenough']);
    expect(item.title).toBe('Glial hypertrophy is associated with synaptogenesis');
    expect(item.page).toBe('588-597');
  });

  it('splits a pasted list with the same joins, and never ends a reference at a hyphen', () => {
    const text = [
      '1. Smith J, Jones K. A title of a paper on hypo-',
      'thermia in the elderly population of a small town. Lancet 2001;3:1-2.',
      '2. Berchtold, N. C., Castello, N., and Cotman, C. W. (2010). Exercise and time-',
      'dependent benefits to learning and memory. Neuroscience 167, 588-597.',
      '3. Lee A. Another paper title on something else. BMJ 2002;4:5-6.',
    ].join('\n');
    expect(splitReferenceList(text).entries.map((entry) => entry.text)).toEqual([
      'Smith J, Jones K. A title of a paper on hypothermia in the elderly population of a small town. Lancet 2001;3:1-2.',
      'Berchtold, N. C., Castello, N., and Cotman, C. W. (2010). Exercise and time-dependent benefits to learning and memory. Neuroscience 167, 588-597.',
      'Lee A. Another paper title on something else. BMJ 2002;4:5-6.',
    ]);
  });
});
