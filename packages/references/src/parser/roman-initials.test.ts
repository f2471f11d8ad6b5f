import { describe, expect, it } from 'vitest';
import { parseAuthorList } from './parse-author-list.ts';

// "Giasson BI, Duda JE, Murray IV, …" gave Murray the suffix "IV" (19 names in the shared dev strings).
describe('roman numerals in a Vancouver list', () => {
  it('reads "Murray IV" and "Gottesman II" as initials among Vancouver names', () => {
    expect(parseAuthorList('Giasson BI, Duda JE, Murray IV, Chen Q, Souza JM')[2]).toEqual({
      family: 'Murray',
      given: 'IV',
    });
    expect(parseAuthorList('Gottesman II, Gould TD')[0]).toEqual({ family: 'Gottesman', given: 'II' });
  });

  it('keeps a suffix after initials or before given names', () => {
    expect(parseAuthorList('Smith JA 3rd, Jones B')[0]).toEqual({
      family: 'Smith',
      given: 'JA',
      suffix: '3rd',
    });
    expect(parseAuthorList('Stewart III, Charles and Jonathan Woon.')[0]).toEqual({
      family: 'Stewart',
      given: 'Charles',
      suffix: 'III',
    });
    expect(parseAuthorList('Smith III, J., Jones, B.')[0]).toEqual({
      family: 'Smith',
      given: 'J.',
      suffix: 'III',
    });
  });
});
