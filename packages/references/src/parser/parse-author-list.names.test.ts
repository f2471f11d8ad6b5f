import { describe, expect, it } from 'vitest';
import { parseAuthorList } from './parse-author-list.ts';

// Issue 14: "Smith, Dorothy" read as two authors; Spanish "y" read as a given name.
describe('parseAuthorList, "Family, Given" and other languages\' "and"', () => {
  it('reads "Smith, Dorothy" as one person, and lists of them', () => {
    expect(parseAuthorList('Smith, Dorothy')).toEqual([{ family: 'Smith', given: 'Dorothy' }]);
    expect(parseAuthorList('Smith, Dorothy E., and Jones, Mary Ann')).toEqual([
      { family: 'Smith', given: 'Dorothy E.' },
      { family: 'Jones', given: 'Mary Ann' },
    ]);
  });

  it('still reads Vancouver names after a comma as names of their own', () => {
    expect(parseAuthorList('Smith J, Jones AB')).toEqual([
      { family: 'Smith', given: 'J' },
      { family: 'Jones', given: 'AB' },
    ]);
  });

  it('splits at "y", "e", "et" and "und" between names', () => {
    expect(parseAuthorList('García J y López M')).toEqual([
      { family: 'García', given: 'J' },
      { family: 'López', given: 'M' },
    ]);
    expect(parseAuthorList('García, J., Pérez, A. y López, M.').map((name) => name.family)).toEqual([
      'García',
      'Pérez',
      'López',
    ]);
    expect(parseAuthorList('Silva J e Souza M').map((name) => name.family)).toEqual(['Silva', 'Souza']);
    expect(parseAuthorList('Müller H und Schmidt K').map((name) => name.family)).toEqual([
      'Müller',
      'Schmidt',
    ]);
  });

  it('keeps "y" inside a family name', () => {
    expect(parseAuthorList('Ortega y Gasset J')).toEqual([{ family: 'Ortega y Gasset', given: 'J' }]);
  });
});
