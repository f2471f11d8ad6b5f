import { type CslItem, ReferenceTemplate } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { findPreset } from '../presets/find-preset.ts';
import { formatReference } from './format-reference.ts';

// Issue 18: items other than journal articles print in their type's layout, as the official CSL styles do
// (the expected strings are citeproc-js's output on the same items).
const book: CslItem = {
  id: 'b',
  type: 'book',
  title: 'The Prelude',
  author: [
    { family: 'Kondo', given: 'Asami' },
    { family: 'Mannix', given: 'Rebekah' },
  ],
  edition: '2',
  publisher: 'Morgan Kaufmann',
  'publisher-place': 'Chicago, IL',
  issued: { 'date-parts': [[2015]] },
};
const chapter: CslItem = {
  id: 'c',
  type: 'chapter',
  title: 'Exergaming and older adult cognition',
  author: [{ family: 'Anderson-Hanley', given: 'Cay' }],
  editor: [
    { family: 'Meduri', given: 'G Umberto' },
    { family: 'Belenchia', given: 'Judith M' },
  ],
  'container-title': 'Handbook of exercise',
  publisher: 'Wiley',
  'publisher-place': 'New York',
  page: '254-275',
  issued: { 'date-parts': [[2012]] },
};
const webpage: CslItem = {
  id: 'w',
  type: 'webpage',
  title: 'Impact of COVID-19 on medical education',
  author: [{ literal: 'Centers for Disease Control and Prevention' }],
  'container-title': 'European journal of medical genetics',
  URL: 'https://www.cdc.gov/publications/impact',
  issued: { 'date-parts': [[2020, 6, 22]] },
  accessed: { 'date-parts': [[2021, 12, 24]] },
};
const format = (id: string, item: CslItem) => {
  const template = findPreset(id);
  if (!template) throw new Error(`no preset ${id}`);
  return formatReference(item, template, 1).text;
};

describe('per-type layouts', () => {
  it('keeps a book’s edition, place and publisher (NLM, APA, Lancet)', () => {
    expect(format('nlm-vancouver', book)).toBe(
      '1. Kondo A, Mannix R. The Prelude. 2nd ed. Chicago, IL: Morgan Kaufmann; 2015.',
    );
    expect(format('apa-7', book)).toBe(
      'Kondo, A., & Mannix, R. (2015). The Prelude (2nd ed.). Morgan Kaufmann.',
    );
    expect(format('lancet', book)).toBe(
      '1 Kondo A, Mannix R. The Prelude, 2nd edn. Chicago, IL: Morgan Kaufmann, 2015.',
    );
  });

  it('names a chapter’s editors and book (AMA, APA with and without an edition)', () => {
    expect(format('ama-11', chapter)).toBe(
      '1. Anderson-Hanley C. Exergaming and older adult cognition. In: Meduri GU, Belenchia JM, eds. Handbook of Exercise. Wiley; 2012:254-275.',
    );
    expect(format('apa-7', chapter)).toBe(
      'Anderson-Hanley, C. (2012). Exergaming and older adult cognition. In G. U. Meduri & J. M. Belenchia (Eds.), Handbook of exercise (pp. 254–275). Wiley.',
    );
    expect(format('apa-7', { ...chapter, edition: '3' })).toContain(
      'Handbook of exercise (3rd ed., pp. 254–275). Wiley.',
    );
  });

  it('prints a web page’s URL and access date, its site never abbreviated as a journal', () => {
    expect(format('nlm-vancouver', webpage)).toBe(
      '1. Centers for Disease Control and Prevention. European journal of medical genetics [Internet]. 2020 [cited 2021 Dec 24]. Impact of COVID-19 on medical education. Available from: https://www.cdc.gov/publications/impact',
    );
    expect(format('ieee', webpage)).toBe(
      '[1] Centers for Disease Control and Prevention, “Impact of COVID-19 on medical education,” European journal of medical genetics. Accessed: Dec. 24, 2021. [Online]. Available: https://www.cdc.gov/publications/impact',
    );
    // A template without a web-page layout prints the site in full all the same.
    const plain = ReferenceTemplate.parse({
      name: 'Plain',
      elements: [{ element: 'journal', useAbbreviation: true }],
    });
    expect(formatReference(webpage, plain).text).toBe('European journal of medical genetics');
    expect(formatReference({ ...webpage, type: 'article-journal' }, plain).text).toBe('Eur J Med Genet');
  });

  it('leaves templates without layouts as they were: every type in the template’s own order', () => {
    const template = ReferenceTemplate.parse({
      name: 'Old',
      elements: [
        { element: 'author', suffix: '.' },
        { element: 'title', suffix: '.' },
      ],
    });
    expect(template.layouts).toBeUndefined();
    expect(formatReference(book, template).text).toBe('Kondo A, Mannix R. The Prelude.');
  });
});
