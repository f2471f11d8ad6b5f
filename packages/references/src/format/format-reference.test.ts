import { type CslItem, ReferenceTemplate } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { CITATION_PRESETS } from '../presets/citation-presets.ts';
import { findPreset } from '../presets/find-preset.ts';
import { formatReference } from './format-reference.ts';

const item: CslItem = {
  id: '1',
  type: 'article-journal',
  title: 'Time lapse: a glimpse into prehistoric genomics.',
  'container-title': 'European journal of medical genetics',
  'container-title-short': 'Eur J Med Genet',
  author: [
    { family: 'Griffin', given: 'Darren K' },
    { family: 'Larkin', given: 'Denis M' },
    { family: "O'Connor", given: 'Rebecca E' },
  ],
  issued: { 'date-parts': [[2020, 2, 3]] },
  volume: '63',
  issue: '2',
  page: '103640-103652',
  DOI: '10.1016/j.ejmg.2019.03.004',
  PMID: '30922926',
};
const format = (id: string, value: CslItem = item) => {
  const template = findPreset(id);
  if (!template) throw new Error(`no preset ${id}`);
  return formatReference(value, template, 1);
};

describe('presets', () => {
  it('has at least 15 presets, each a valid template', () => {
    expect(CITATION_PRESETS.length).toBeGreaterThanOrEqual(15);
    for (const preset of CITATION_PRESETS)
      expect(ReferenceTemplate.safeParse(preset.template).success).toBe(true);
  });

  it('formats AMA 11 with the journal in italics', () => {
    const result = format('ama-11');
    expect(result.text).toBe(
      '1. Griffin DK, Larkin DM, O’Connor RE. Time lapse: a glimpse into prehistoric genomics. Eur J Med Genet. 2020;63(2):103640-103652. doi:10.1016/j.ejmg.2019.03.004',
    );
    expect(result.html).toContain('<i>Eur J Med Genet</i>');
    expect(result.runs.find((run) => run.italic)?.text).toBe('Eur J Med Genet');
  });

  it('formats NLM with the full date, abbreviated pages with an en dash (as nlm-citation-sequence.csl), DOI and PMID', () => {
    expect(format('nlm-vancouver').text).toBe(
      '1. Griffin DK, Larkin DM, O’Connor RE. Time lapse: a glimpse into prehistoric genomics. Eur J Med Genet. 2020 Feb 3;63(2):103640\u201352. doi:10.1016/j.ejmg.2019.03.004 PubMed PMID: 30922926.',
    );
  });

  it('formats APA 7 with "&" before the last author, the journal in title case and a DOI link', () => {
    expect(format('apa-7').text).toBe(
      'Griffin, D. K., Larkin, D. M., & O’Connor, R. E. (2020). Time lapse: a glimpse into prehistoric genomics. European Journal of Medical Genetics, 63(2), 103640\u2013103652. https://doi.org/10.1016/j.ejmg.2019.03.004',
    );
  });

  it('cuts long author lists per the et-al rule (AMA: more than 6 → 3, et al)', () => {
    const many = {
      ...item,
      author: Array.from({ length: 7 }, (_, index) => ({ family: `Name${index}`, given: 'A' })),
    };
    expect(format('ama-11', many).text).toMatch(/^1\. Name0 A, Name1 A, Name2 A, et al\. Time lapse/);
  });
});

describe('element options', () => {
  const template = (elements: unknown[]) => ReferenceTemplate.parse({ name: 't', elements });
  it.each([
    ['first-page', '103640'],
    ['abbreviated', '103640-52'],
    ['two-digits', '103640-52'],
    ['full-range', '103640-103652'],
  ])('page format %s', (pageFormat, expected) => {
    expect(formatReference(item, template([{ element: 'page', format: pageFormat }])).text).toBe(expected);
  });

  it('keeps two digits where the abbreviated format keeps one', () => {
    const short = { ...item, page: '123-124' };
    expect(formatReference(short, template([{ element: 'page', format: 'abbreviated' }])).text).toBe('123-4');
    expect(formatReference(short, template([{ element: 'page', format: 'two-digits' }])).text).toBe('123-24');
  });

  it('prints the missing-text fallback with prefix and suffix, and leaves out a missing element otherwise', () => {
    const noVolume = { ...item, volume: undefined };
    expect(
      formatReference(
        noVolume,
        template([{ element: 'volume', prefix: '[', suffix: ']', missingText: 'n.v.' }]),
      ).text,
    ).toBe('[n.v.]');
    expect(
      formatReference(noVolume, template([{ element: 'volume', prefix: '[' }, { element: 'pmid' }])).text,
    ).toBe('30922926');
  });

  it('uses the original number when asked, the position otherwise, with a tab after', () => {
    const numbered = { ...item, originalNumber: 12 };
    expect(
      formatReference(
        numbered,
        template([{ element: 'number', suffix: '.', after: 'tab', preserveOriginalIndex: true }]),
        3,
      ).text,
    ).toBe('12.');
    expect(
      formatReference(
        numbered,
        template([{ element: 'number', suffix: '.', after: 'tab' }, { element: 'pmid' }]),
        3,
      ).text,
    ).toBe('3.\t30922926');
  });

  it('applies title options: sentence case, subtitle removal, period', () => {
    const title = { ...item, title: 'BRCA1 and mRNA Levels in COVID-19: The Alzheimer Connection' };
    expect(formatReference(title, template([{ element: 'title', case: 'sentence' }])).text).toBe(
      'BRCA1 and mRNA levels in COVID-19: The Alzheimer connection',
    );
    expect(
      formatReference(title, template([{ element: 'title', removeSubtitle: true, addPeriod: true }])).text,
    ).toBe('BRCA1 and mRNA Levels in COVID-19.');
  });

  it('inverts only the first author, and uses last names only', () => {
    const authors = template([
      {
        element: 'author',
        invertOtherAuthors: false,
        delimiter: ', ',
        abbreviateFirstName: false,
        andLastTerm: ', and ',
      },
    ]);
    expect(formatReference(item, authors).text).toBe(
      // Straight apostrophes print as typographic ones, as citeproc-js and publishers print them.
      'Griffin, Darren K, Denis M Larkin, and Rebecca E O’Connor',
    );
    expect(formatReference(item, template([{ element: 'author', lastNameOnly: true }])).text).toBe(
      'Griffin, Larkin, O’Connor',
    );
  });

  it('abbreviates journals from the NLM list when the item has no abbreviation, with ISO dots when asked', () => {
    const full = {
      ...item,
      'container-title-short': undefined,
      'container-title': 'The American journal of medicine',
    };
    expect(formatReference(full, template([{ element: 'journal' }])).text).toBe('Am J Med');
    expect(formatReference(full, template([{ element: 'journal', dotAfterAbbreviations: true }])).text).toBe(
      'Am. J. Med.',
    );
  });
});
