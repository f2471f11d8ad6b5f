import { describe, expect, it } from 'vitest';
import { parseAuthorList } from './parse-author-list.ts';
import { parsePersonName } from './parse-person-name.ts';

// Issue 14: "Smith, Dorothy" read as two authors; Spanish "y" read as a given name.
describe('parseAuthorList, "Family, Given" and other languages\' "and"', () => {
  it('reads "Smith, Dorothy" as one person, and lists of them', () => {
    expect(parseAuthorList('Smith, Dorothy')).toEqual([{ family: 'Smith', given: 'Dorothy' }]);
    expect(parseAuthorList('Smith, Dorothy E., and Jones, Mary Ann')).toEqual([
      { family: 'Smith', given: 'Dorothy E.' },
      { family: 'Jones', given: 'Mary Ann' },
    ]);
  });

  // Chicago and MLA bibliographies end the name with the list's full stop: "Kristeva, Julia. Powers of Horror …"
  // gave two authors "Kristeva" and "Julia" (122 of the shared dev strings).
  it('reads "Smith, John." with the list\'s full stop as one person', () => {
    expect(parseAuthorList('Kristeva, Julia.')).toEqual([{ family: 'Kristeva', given: 'Julia' }]);
    expect(parseAuthorList('Tambiah, Stanley Jeyaraja.')).toEqual([
      { family: 'Tambiah', given: 'Stanley Jeyaraja' },
    ]);
    expect(parseAuthorList('Stern, Clara, & Stern, William.')).toEqual([
      { family: 'Stern', given: 'Clara' },
      { family: 'Stern', given: 'William' },
    ]);
    expect(parseAuthorList('Smith, Dorothy E.')).toEqual([{ family: 'Smith', given: 'Dorothy E.' }]);
  });

  // Chicago and MLA invert only the first of several names; "Michalski, Ryszard S., Robert E. Stepp, and Edwin
  // Diday" gave four authors, "Michalski" and "S Ryszard" among them.
  it("reads Chicago's list, the first name inverted and the others not", () => {
    expect(parseAuthorList('Michalski, Ryszard S., Robert E. Stepp, and Edwin Diday')).toEqual([
      { family: 'Michalski', given: 'Ryszard S.' },
      { family: 'Stepp', given: 'Robert E.' },
      { family: 'Diday', given: 'Edwin' },
    ]);
    expect(parseAuthorList('Volcker, Paul A and Toyoo Gyohten.')).toEqual([
      { family: 'Volcker', given: 'Paul A' },
      { family: 'Gyohten', given: 'Toyoo' },
    ]);
    expect(parseAuthorList('DeLillo, Don.')).toEqual([{ family: 'DeLillo', given: 'Don' }]);
    expect(parseAuthorList('FREUD, Sigmund.')).toEqual([{ family: 'FREUD', given: 'Sigmund' }]);
    expect(parseAuthorList('Di Michele, Andrea.')).toEqual([{ family: 'Di Michele', given: 'Andrea' }]);
  });

  it("reads a particle after the given names as the name's", () => {
    expect(parseAuthorList('Beethoven, Ludwig van.')).toEqual([
      { family: 'Beethoven', given: 'Ludwig', 'dropping-particle': 'van' },
    ]);
    expect(parseAuthorList('SOUZA, Maria Clara; SILVA, José.')[1]).toEqual({
      family: 'SILVA',
      given: 'José',
    });
    expect(parseAuthorList('Souza, M. de, & Silva, J. da.')).toEqual([
      { family: 'Souza', given: 'M.', 'dropping-particle': 'de' },
      { family: 'Silva', given: 'J.', 'dropping-particle': 'da' },
    ]);
  });

  it('keeps a Vancouver list whose first name lost its initials a list of names', () => {
    expect(parseAuthorList('WHO, Smith J').map((name) => name.family)).toEqual(['WHO', 'Smith']);
    expect(parseAuthorList('Jones, Andolina I, Oakely N, Murphy P').map((name) => name.family)).toEqual([
      'Jones',
      'Andolina',
      'Oakely',
      'Murphy',
    ]);
    expect(parseAuthorList('Hsiao Ashe, K., Hasegawa, M.')).toEqual([
      { family: 'Hsiao Ashe', given: 'K.' },
      { family: 'Hasegawa', given: 'M.' },
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

  it('splits at "und" and "et" between names with whole given names', () => {
    expect(parseAuthorList('Reiser, Helmut, Urban, Michael und Willmann, Marc')).toEqual([
      { family: 'Reiser', given: 'Helmut' },
      { family: 'Urban', given: 'Michael' },
      { family: 'Willmann', given: 'Marc' },
    ]);
    expect(parseAuthorList('Bourdieu, Pierre et Passeron, Jean-Claude')).toEqual([
      { family: 'Bourdieu', given: 'Pierre' },
      { family: 'Passeron', given: 'Jean-Claude' },
    ]);
    expect(parseAuthorList('Dupont, J. et Martin, P.').map((name) => name.family)).toEqual([
      'Dupont',
      'Martin',
    ]);
    expect(parseAuthorList('Zechel S, Bohlen und Halbach O von').map((name) => name.family)).toHaveLength(2);
  });

  it('reads a full stop typed for the comma after undotted initials', () => {
    const expected = [
      { family: 'Ferguson', given: 'JN' },
      { family: 'Aldag', given: 'JM' },
      { family: 'Insel', given: 'TR' },
    ];
    expect(parseAuthorList('Ferguson, JN. Aldag, JM. Insel, TR.')).toEqual(expected);
    expect(parseAuthorList('Ferguson JN. Aldag JM. Insel TR.')).toEqual(expected);
    expect(parseAuthorList('Van Dyke, JM. De Souza, AB.')).toEqual([
      { family: 'Van Dyke', given: 'JM' },
      { family: 'De Souza', given: 'AB' },
    ]);
    expect(parseAuthorList("Smith JM. O'Brien AB. McDonald CD.").map((name) => name.family)).toEqual([
      'Smith',
      "O'Brien",
      'McDonald',
    ]);
    expect(parseAuthorList("O'Brien, JM. Smith, AB.").map((name) => name.given)).toEqual(['JM', 'AB']);
    expect(parseAuthorList('Smith, JA.')).toEqual([{ family: 'Smith', given: 'JA' }]);
    expect(parseAuthorList('Smith, J. A.')).toEqual([{ family: 'Smith', given: 'J. A.' }]);
  });

  it('reads a slash between names written "Family, Given" as a separator, not inside a body', () => {
    expect(parseAuthorList('Dobrushina, Nina/Kozhukhar, Aleksandra/Moroz, George')).toEqual([
      { family: 'Dobrushina', given: 'Nina' },
      { family: 'Kozhukhar', given: 'Aleksandra' },
      { family: 'Moroz', given: 'George' },
    ]);
    expect(parseAuthorList('Gagliardi, Annie / Lidz, Jeffrey').map((name) => name.family)).toEqual([
      'Gagliardi',
      'Lidz',
    ]);
    expect(parseAuthorList('WHO/UNICEF')).toEqual([{ literal: 'WHO/UNICEF' }]);
    expect(parseAuthorList('World Bank, WHO/UNICEF, UNFPA').map((name) => name.literal)).toContain(
      'WHO/UNICEF',
    );
  });

  it('reads one word with capitals at its end as a body alone, as glued initials among names', () => {
    expect(parseAuthorList('RenewableUK.')).toEqual([{ literal: 'RenewableUK' }]);
    expect(parseAuthorList('WangHY.')).toEqual([{ family: 'Wang', given: 'HY' }]);
    expect(parseAuthorList('WangHY, Lee DH')).toEqual([
      { family: 'Wang', given: 'HY' },
      { family: 'Lee', given: 'DH' },
    ]);
  });

  it('keeps "y" inside a family name', () => {
    expect(parseAuthorList('Ortega y Gasset J')).toEqual([{ family: 'Ortega y Gasset', given: 'J' }]);
    expect(parseAuthorList('Ortega y Gasset, José')).toEqual([{ family: 'Ortega y Gasset', given: 'José' }]);
    expect(parseAuthorList('José Ortega y Gasset')).toEqual([{ family: 'Ortega y Gasset', given: 'José' }]);
    expect(parseAuthorList('Puig i Cadafalch, Josep')).toEqual([
      { family: 'Puig i Cadafalch', given: 'Josep' },
    ]);
  });
});

// Issue 18: bodies and organisations are no persons ("NHS Recovery Plan" was given "NHS" and family "Recovery Plan").
describe('bodies as authors', () => {
  it('keeps a body whole', () => {
    for (const text of [
      'NHS England',
      'NHS Recovery Plan',
      'WHO Regional Office for Europe',
      'Department of Health and Social Care',
      'Office for National Statistics',
      'Pfizer Inc',
    ])
      expect(parseAuthorList(text), text).toEqual([{ literal: text }]);
  });

  it('still reads names in capitals as persons', () => {
    expect(parseAuthorList('BURBERRY A, SUZUKI N')).toEqual([
      { family: 'BURBERRY', given: 'A' },
      { family: 'SUZUKI', given: 'N' },
    ]);
  });
});

// Issue 18: "Wimsatt Jr., William" gave the family name "Wimsatt Jr" and the suffix "Jr" again.
describe('a suffix after a family name alone', () => {
  it('is taken out of the family name', () => {
    expect(parsePersonName('Wimsatt Jr.')).toEqual({ family: 'Wimsatt', suffix: 'Jr' });
    expect(parsePersonName('Stewart III')).toEqual({ family: 'Stewart', suffix: 'III' });
  });
});

// The full stop that ends a list written initials first is the list's, not the last family name's.
describe('initials-first names at the end of the list', () => {
  it("leaves the list's full stop out of the last family name", () => {
    expect(parseAuthorList('J. A. Smith and H. Snyder.')).toEqual([
      { family: 'Smith', given: 'J. A.' },
      { family: 'Snyder', given: 'H.' },
    ]);
    expect(parsePersonName('M. A. Pericak-Vance.')).toEqual({ family: 'Pericak-Vance', given: 'M. A.' });
  });
});

describe('a name the list left its "&" on', () => {
  it('is the name without it', () => {
    expect(parsePersonName('Sampat RM &')).toEqual({ family: 'Sampat', given: 'RM' });
  });
});

describe('"Family, J. A." lists with a family name of several words', () => {
  it('keeps the words together as the family name of the initials after them', () => {
    expect(parseAuthorList('Lu, C. S., Kung De Aburto, M. A., Chen, W.')).toEqual([
      { family: 'Lu', given: 'C. S.' },
      { family: 'Kung De Aburto', given: 'M. A.' },
      { family: 'Chen', given: 'W.' },
    ]);
    expect(parseAuthorList('Schmechel, D., St. George-Hyslop, P. H., Pericak-Vance, M. A.')).toEqual([
      { family: 'Schmechel', given: 'D.' },
      { family: 'St. George-Hyslop', given: 'P. H.' },
      { family: 'Pericak-Vance', given: 'M. A.' },
    ]);
  });

  it('still reads names written given names first', () => {
    expect(parseAuthorList('John Smith, Mary Jones')).toEqual([
      { family: 'Smith', given: 'John' },
      { family: 'Jones', given: 'Mary' },
    ]);
    expect(parseAuthorList('J. Smith, K. Jones, and A. B. Brown').map((name) => name.family)).toEqual([
      'Smith',
      'Jones',
      'Brown',
    ]);
  });
});

describe('a suffix printed in lower case', () => {
  it('is the suffix, not the family name', () => {
    expect(parseAuthorList('Jack CR jr, Bennett DA')).toEqual([
      { family: 'Jack', given: 'CR', suffix: 'jr' },
      { family: 'Bennett', given: 'DA' },
    ]);
  });
});

describe('names as PDFs of reference lists print them', () => {
  it('leaves out the bracket of the year after the last name', () => {
    expect(parsePersonName('Tambyraja AL (')).toEqual({ family: 'Tambyraja', given: 'AL' });
  });

  it('reads four or five undotted initials after a family name', () => {
    expect(parseAuthorList('Bergman JJGHM, Bruno MJ')).toEqual([
      { family: 'Bergman', given: 'JJGHM' },
      { family: 'Bruno', given: 'MJ' },
    ]);
    expect(parseAuthorList('BURBERRY A, SUZUKI N').map((name) => name.family)).toEqual([
      'BURBERRY',
      'SUZUKI',
    ]);
  });
});

describe('family names in capitals after the given name', () => {
  it('are no initials', () => {
    expect(parseAuthorList('Daniel BRAUN, Maria GREENWALD')).toEqual([
      { family: 'BRAUN', given: 'Daniel' },
      { family: 'GREENWALD', given: 'Maria' },
    ]);
  });
});
