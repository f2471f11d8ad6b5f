import { describe, expect, it } from 'vitest';
import { parseAuthorList } from './parse-author-list.ts';

const families = (text: string) => parseAuthorList(text).map((name) => name.family ?? name.literal);

describe('parseAuthorList', () => {
  it('reads Vancouver lists with initials after the family name, "et al." as the et-al mark', () => {
    expect(parseAuthorList('Hardy J, Selkoe D J, Chartier-Harlin M-C, et al.')).toEqual([
      { family: 'Hardy', given: 'J' },
      { family: 'Selkoe', given: 'D J' },
      { family: 'Chartier-Harlin', given: 'M-C' },
      { literal: 'et al.' },
    ]);
  });

  it('pairs APA and Nature "Family, I." pieces, with particles and suffixes', () => {
    expect(families('De Strooper, B., van Dorpe, J., Lansbury, P. T., Jr. & Nitsch, R. M.')).toEqual([
      'De Strooper',
      'van Dorpe',
      'Lansbury',
      'Nitsch',
    ]);
    expect(parseAuthorList('Lansbury, P. T., Jr.')[0]).toEqual({
      family: 'Lansbury',
      given: 'P. T.',
      suffix: 'Jr',
    });
  });

  it('reads given-name-first lists (IEEE, Chicago) and semicolon lists (MDPI)', () => {
    expect(families('J. A. Smith, B. Doe, and C. Roe')).toEqual(['Smith', 'Doe', 'Roe']);
    expect(families('Laubscher, F.; Kaiser, L.; Cordey, S.')).toEqual(['Laubscher', 'Kaiser', 'Cordey']);
  });

  it('keeps organisations whole', () => {
    expect(parseAuthorList('Alzheimer’s Disease Neuroimaging Initiative')).toEqual([
      { literal: 'Alzheimer’s Disease Neuroimaging Initiative' },
    ]);
  });

  // Each rewrite of the list runs only when a cheap test finds its words: these cases go through every one.
  it('takes "et al." in any case, "and others", ellipses and editor marks out of the names', () => {
    for (const text of [
      'Smith J, Doe B, ET AL.',
      'Smith J, Doe B, et al',
      'Smith J, Doe B...',
      'Smith J, Doe B…',
      'Smith J, Doe B and others',
      'Smith J, Doe B (eds)',
    ])
      expect(families(text).filter((family) => family !== 'et al.')).toEqual(['Smith', 'Doe']);
  });

  it('splits off groups named "for" or "on behalf of", or after the last name', () => {
    for (const text of [
      'Gergel I for the Memantine Study Group',
      'Gergel I, On Behalf Of The Memantine Study Group',
      'Gergel I. Memantine Study Group',
    ])
      expect(parseAuthorList(text)).toEqual([
        { family: 'Gergel', given: 'I' },
        { literal: 'Memantine Study Group' },
      ]);
  });

  it('separates run-together Vancouver names and reads odd white space and punctuation', () => {
    expect(families('Breitschopf H Wegiel J')).toEqual(['Breitschopf', 'Wegiel']);
    expect(families(' Breitschopf H Wegiel J')).toEqual(['Breitschopf', 'Wegiel']);
    expect(parseAuthorList('Smith  JA,\tDoe\u00a0B ;')).toEqual([
      { family: 'Smith', given: 'JA' },
      { family: 'Doe', given: 'B' },
    ]);
    expect(parseAuthorList('Diamond M.I.., Yu G‐Q')).toEqual([
      { family: 'Diamond', given: 'M.I.' },
      { family: 'Yu', given: 'G-Q' },
    ]);
  });

  it('keeps a body named alone whole, its "and" and "for" included, but splits persons joined by "and"', () => {
    expect(parseAuthorList('National Institute for Health and Care Excellence.')).toEqual([
      { literal: 'National Institute for Health and Care Excellence' },
    ]);
    expect(parseAuthorList('Centers for Disease Control and Prevention')).toEqual([
      { literal: 'Centers for Disease Control and Prevention' },
    ]);
    expect(families('Smith J and Jones K')).toEqual(['Smith', 'Jones']);
    expect(parseAuthorList('Gergel I for the Memantine Study Group')).toHaveLength(2);
  });

  it('drops the "editors" after a chapter’s editors', () => {
    for (const text of [
      'In: Laragh JH, Brenner BM, editors.',
      'Laragh JH, Brenner BM, eds.',
      'Laragh JH, editor',
    ])
      expect(parseAuthorList(text).map((name) => name.family)).toEqual(
        text.includes('Brenner') ? ['Laragh', 'Brenner'] : ['Laragh'],
      );
  });

  it('reads the groups after "et al.;" as names of their own, and semicolon lists of "Family, Given"', () => {
    expect(
      parseAuthorList(
        'Doody RS, Thomas RG, Farlow M, et al.; Alzheimer’s Disease Cooperative Study Steering Committee; Solanezumab Study Group',
      ),
    ).toEqual([
      { family: 'Doody', given: 'RS' },
      { family: 'Thomas', given: 'RG' },
      { family: 'Farlow', given: 'M' },
      { literal: 'Alzheimer’s Disease Cooperative Study Steering Committee' },
      { literal: 'Solanezumab Study Group' },
      { literal: 'et al.' },
    ]);
    expect(parseAuthorList('Smith, J. A.; Doe, B. and Roe, C.')).toEqual([
      { family: 'Smith', given: 'J. A.' },
      { family: 'Doe', given: 'B.' },
      { family: 'Roe', given: 'C.' },
    ]);
  });

  it('cleans a body named alone as any list ("In:", "(ed.)", "et al.") and keeps "J Smith and K Jones" apart', () => {
    expect(parseAuthorList('In: Institute of Medicine')).toEqual([{ literal: 'Institute of Medicine' }]);
    expect(parseAuthorList('World Health Organization (ed.)')).toEqual([
      { literal: 'World Health Organization' },
    ]);
    expect(parseAuthorList('ABC Study Group et al.')).toEqual([
      { literal: 'ABC Study Group' },
      { literal: 'et al.' },
    ]);
    expect(parseAuthorList('J Smith and K Jones for the ABC Study Group').length).toBeGreaterThan(1);
  });

  it('reads two Vancouver names before a semicolon and a single editor’s "ed."', () => {
    expect(parseAuthorList('Doody RS, Thomas RG; Solanezumab Study Group')).toEqual([
      { family: 'Doody', given: 'RS' },
      { family: 'Thomas', given: 'RG' },
      { literal: 'Solanezumab Study Group' },
    ]);
    expect(parseAuthorList('Laragh JH, ed.')).toEqual([{ family: 'Laragh', given: 'JH' }]);
  });
});
