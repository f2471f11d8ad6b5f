import { describe, expect, it } from 'vitest';
import { parseAuthorList } from './parse-author-list.ts';

const families = (text: string) => parseAuthorList(text).map((name) => name.family ?? name.literal);

describe('parseAuthorList', () => {
  it('reads Vancouver lists with initials after the family name, dropping et al.', () => {
    expect(parseAuthorList('Hardy J, Selkoe D J, Chartier-Harlin M-C, et al.')).toEqual([
      { family: 'Hardy', given: 'J' },
      { family: 'Selkoe', given: 'D J' },
      { family: 'Chartier-Harlin', given: 'M-C' },
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
});
