import { describe, expect, it } from 'vitest';
import { parseAuthorList } from './parse-author-list.ts';

// "Linse S. Scheidt T. Bernfur K. …" (names with dotted initials and no commas, as some journals print them) gave
// one person with a family name of twenty words; "Valotta. M." a family name "Valotta.".
describe('parseAuthorList, lists short of commas', () => {
  it('splits family-first names with dotted initials and no commas', () => {
    expect(parseAuthorList('Linse S. Scheidt T. Dobson C. M. Cohen S. I. A.')).toEqual([
      { family: 'Linse', given: 'S' },
      { family: 'Scheidt', given: 'T' },
      { family: 'Dobson', given: 'C. M.' },
      { family: 'Cohen', given: 'S. I. A.' },
    ]);
    expect(parseAuthorList('Hardy J. Higgins G.')).toEqual([
      { family: 'Hardy', given: 'J' },
      { family: 'Higgins', given: 'G' },
    ]);
  });

  it('keeps initials-first names and family-first names with commas whole', () => {
    expect(parseAuthorList('J. A. Smith, B. Jones')).toEqual([
      { family: 'Smith', given: 'J. A.' },
      { family: 'Jones', given: 'B.' },
    ]);
    expect(parseAuthorList('Smith J. A., Jones B.')).toEqual([
      { family: 'Smith', given: 'J. A.' },
      { family: 'Jones', given: 'B' },
    ]);
  });

  it('drops a full stop typed for the comma after a family name', () => {
    expect(parseAuthorList('Gullo, F., Valotta. M., DeBiasi, S.')[1]).toEqual({
      family: 'Valotta',
      given: 'M',
    });
  });
});
