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

  // The reviewer's inputs: real hyphens a line break fell after.
  it('keeps a hyphen after one letter, between like vowels, before "up", a particle, inside a link', () => {
    expect(joinLineBreakHyphens('β-\ncell and e-\nmail follow-\nup')).toBe('β-cell and e-mail follow-up');
    expect(joinLineBreakHyphens('anti-\ninflammatory, co-\noccurring')).toBe(
      'anti-inflammatory, co-occurring',
    );
    expect(joinLineBreakHyphens('Berends-\nvan der Meer DM')).toBe('Berends-van der Meer DM');
    expect(joinLineBreakHyphens('gen-\nder')).toBe('gender');
    expect(joinLineBreakHyphens('Strosznaj-\nder JB, Pa-\navolainen P')).toBe(
      'Strosznajder JB, Paavolainen P',
    );
    expect(joinLineBreakHyphens('https://www.who.int/news-\nroom/fact-sheets')).toBe(
      'https://www.who.int/news-room/fact-sheets',
    );
    expect(joinLineBreakHyphens('doi:10.1146/annurev-\npsych-010416-044022')).toBe(
      'doi:10.1146/annurev-psych-010416-044022',
    );
    expect(joinLineBreakHyphens('direct-\nto-consumer')).toBe('direct-to-consumer');
    expect(joinLineBreakHyphens('thresh-\nold and dis-\norder')).toBe('threshold and disorder');
    expect(joinLineBreakHyphens('something -\na subtitle')).toBe('something - a subtitle');
  });

  // The second review's inputs: syllable breaks that looked like compounds or names, and compounds lost.
  it('joins syllables before a particle\'s spelling and after "anti", keeps compounds of "type", "order", "old"', () => {
    expect(joinLineBreakHyphens('Gen-\nder and the Global Bur-\nden, J. Car-\nter and')).toBe(
      'Gender and the Global Burden, J. Carter and',
    );
    expect(joinLineBreakHyphens('Jansen-\nvan Rensburg, M.')).toBe('Jansen-van Rensburg, M.');
    expect(joinLineBreakHyphens('anti-\nbody and anti-\ninflammatory')).toBe(
      'antibody and anti-inflammatory',
    );
    expect(joinLineBreakHyphens('wild-\ntype, pheno-\ntype, first-\norder, 5-year-\nold')).toBe(
      'wild-type, phenotype, first-order, 5-year-old',
    );
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
    const spaced = splitReferenceList(
      '1. Smith J, Jones K. A title of a paper on something -\na subtitle of it. Lancet 2001;3:1-2.\n2. Lee A. Another paper title on something else. BMJ 2002;4:5-6.',
    );
    expect(spaced.entries[0]?.text).toBe(
      'Smith J, Jones K. A title of a paper on something - a subtitle of it. Lancet 2001;3:1-2.',
    );
  });
});
