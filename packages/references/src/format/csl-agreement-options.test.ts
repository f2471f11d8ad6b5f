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
});
