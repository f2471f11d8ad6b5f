import { type CslItem, ReferenceTemplate, type ReferenceTemplateInput } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { formatReference } from './format-reference.ts';

// The element options added so presets print what the official CSL styles print (npm run eval:refs, part c).
const item: CslItem = {
  id: '1',
  type: 'article-journal',
  title: 'Isolation of "Old lamps for new" in In \'t Veld\'s cohort.',
  'container-title': 'Chemico-biological interactions',
  author: [
    { family: 'Ikeda', given: 'Shin-ichi' },
    { family: 'Candel-Arenas', given: 'M de la F' },
  ],
  issued: { 'date-parts': [[1975, 10, 27]] },
  volume: '11',
  issue: '3-4',
  page: '1778',
};

const text = (elements: ReferenceTemplateInput['elements'], value: CslItem = item) =>
  formatReference(value, ReferenceTemplate.parse({ name: 'test', elements }), 1).text;

describe('formatter options for CSL agreement', () => {
  it('drops the comma of the and-term for two authors only when contextual (IEEE), keeps it otherwise (APA)', () => {
    const author = {
      element: 'author',
      invertFirstAuthor: false,
      invertOtherAuthors: false,
      andLastTerm: ', and ',
    } as const;
    expect(text([{ ...author, contextualAndLast: true }])).toBe('S Ikeda and M de la F Candel-Arenas');
    expect(text([author])).toBe('S Ikeda, and M de la F Candel-Arenas');
  });

  it('initialises only capitalised parts of hyphenated names and keeps particles', () => {
    const author = { element: 'author', abbreviateRule: { period: true, space: true } } as const;
    expect(text([author])).toBe('Ikeda S., Candel-Arenas M. de la F.');
  });

  it('prints short months with a full stop and without the day when asked (IEEE "Oct. 1975")', () => {
    const pubdate = { element: 'pubdate', yearOnly: false, invertYearMonth: true } as const;
    expect(text([{ ...pubdate, monthPeriod: true, withDay: false }])).toBe('Oct. 1975');
    expect(text([pubdate])).toBe('Oct 27, 1975');
    expect(
      text([{ element: 'pubdate', yearOnly: false }], {
        ...item,
        issued: { 'date-parts': [[2009]], season: 3 },
      }),
    ).toBe('2009 Autumn');
  });

  it('labels a single page apart from a range, and puts an en dash in issue ranges when asked', () => {
    const page = { element: 'page', keywordsBefore: 'pp. ', singlePageKeyword: 'p. ' } as const;
    expect(text([page])).toBe('p. 1778');
    expect(text([page], { ...item, page: '50-52' })).toBe('pp. 50-52');
    expect(text([{ element: 'issue', enDash: true }])).toBe('(3\u20134)');
    expect(text([{ element: 'issue' }])).toBe('(3-4)');
  });

  it('title-cases English journal titles when asked, hyphenated parts too, and leaves other languages alone', () => {
    const journal = { element: 'journal', useAbbreviation: false, titleCase: true } as const;
    expect(text([journal])).toBe('Chemico-Biological Interactions');
    expect(text([journal], { ...item, 'container-title': 'Revue neurologique', language: 'fre' })).toBe(
      'Revue neurologique',
    );
  });

  it('prints typographic quotes and apostrophes in titles, elisions included', () => {
    expect(text([{ element: 'title' }])).toBe('Isolation of “Old lamps for new” in In ’t Veld’s cohort.');
    expect(
      text([{ element: 'title' }], { ...item, title: "The 'Arctic' APP mutation and 2\"-bromo groups" }),
    ).toBe('The “Arctic” APP mutation and 2"-bromo groups');
  });

  it('formats roman-numeral page ranges and leaves article-number suffixes alone', () => {
    const page = { element: 'page', format: 'full-range', enDash: true } as const;
    expect(text([page], { ...item, page: '1-253, iii-iv' })).toBe('1\u2013253, iii\u2013iv');
    expect(text([page], { ...item, page: '1-15.e1-e4' })).toBe('1-15.e1-e4');
  });

  it('swaps quotes nested in a quoted title when asked (CSL quotes="true"), apostrophes kept', () => {
    const title = { element: 'title', prefix: '“', suffix: ',”' } as const;
    expect(text([{ ...title, flipInnerQuotes: true }])).toBe(
      '“Isolation of ‘Old lamps for new’ in In ’t Veld’s cohort.,”',
    );
    expect(text([title])).toBe('“Isolation of “Old lamps for new” in In ’t Veld’s cohort.,”');
  });

  it('punctuates the initials inside full given names and puts particles last when asked (Chicago)', () => {
    const author = {
      element: 'author',
      abbreviateFirstName: false,
      delimiter: ', ',
      abbreviateRule: { period: true, space: true },
    } as const;
    const names = {
      ...item,
      author: [
        { family: 'von Bergen', given: 'Maria J' },
        { family: 'Li', given: 'A B' },
      ],
    };
    expect(text([{ ...author, punctuateInitials: true, demoteParticle: true }], names)).toBe(
      'Bergen, Maria J. von, Li, A. B.',
    );
    expect(text([author], names)).toBe('von Bergen, Maria J, Li, A B');
    const hyphens = {
      ...item,
      author: [
        { family: 'Han', given: 'J-Y' },
        { family: 'Wei', given: 'Li-E' },
      ],
    };
    expect(text([{ ...author, punctuateInitials: true }], hyphens)).toBe('Han, J. Y., Wei, Li-E.');
    // CSL's dropping particle follows the given names in either order (it was dropped).
    const dropping = {
      ...item,
      author: [{ family: 'Beethoven', given: 'Ludwig', 'dropping-particle': 'van' }],
    };
    expect(text([author], dropping)).toBe('Beethoven, Ludwig van');
    expect(text([{ ...author, invertFirstAuthor: false }], dropping)).toBe('Ludwig van Beethoven');
  });

  it('prints chicago-16 page ranges and the month in place of a missing issue when asked', () => {
    const page = { element: 'page', format: 'two-digits', chicagoExceptions: true } as const;
    const ranges = ['100-104', '101-108', '321-328', '1087-1089', '1496-1500', '42-45'].map((range) =>
      text([page], { ...item, page: range }),
    );
    expect(ranges).toEqual(['100-104', '101-8', '321-28', '1087-89', '1496-500', '42-45']);
    expect(text([{ element: 'page', format: 'two-digits' }], { ...item, page: '101-108' })).toBe('101-08');
    const issue = { element: 'issue', monthWhenMissing: true } as const;
    expect(text([issue], { ...item, issue: undefined })).toBe('(October)');
    expect(text([issue])).toBe('(3-4)');
    expect(text([{ element: 'issue' }], { ...item, issue: undefined })).toBe('');
  });

  it('gives authors who would print alike their full given names when asked (author-date styles)', () => {
    const author = { element: 'author', delimiter: ', ', abbreviateRule: { period: true } } as const;
    const twins = {
      ...item,
      author: [
        { family: 'Kim', given: 'Jaekwang' },
        { family: 'Li', given: 'Y' },
        { family: 'Kim', given: 'Jungsu' },
        { family: 'Li', given: 'Y' },
      ],
    };
    expect(text([{ ...author, disambiguateGivenNames: true }], twins)).toBe(
      'Kim, Jaekwang, Li, Y., Kim, Jungsu, Li, Y.',
    );
    expect(text([author], twins)).toBe('Kim, J., Li, Y., Kim, J., Li, Y.');
  });
});
