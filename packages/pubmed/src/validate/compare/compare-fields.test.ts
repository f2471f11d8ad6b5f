import { describe, expect, it } from 'vitest';
import { compareAuthors } from './compare-authors.ts';
import { compareJournal } from './compare-journal.ts';
import { comparePages, pageRange } from './compare-pages.ts';
import { titleSimilarity } from './title-similarity.ts';

describe('titleSimilarity', () => {
  it('ignores case, punctuation, diacritics, HTML and spelled-out Greek letters', () => {
    expect(
      titleSimilarity(
        'Tau is essential to β-amyloid-induced neurotoxicity',
        'Tau is essential to beta -amyloid-induced neurotoxicity.',
      ),
    ).toBe(1);
    expect(titleSimilarity('Rôle of <i>APOE</i> ε4 in MCI', 'Role of APOE epsilon4 in MCI.')).toBe(1);
    expect(titleSimilarity('[Alzheimer disease in the elderly]', 'Alzheimer Disease in the Elderly')).toBe(1);
  });

  it('forgives typos and a dropped subtitle, but not another paper’s title', () => {
    const real =
      'The amyloid hypothesis of Alzheimer’s disease: progress and problems on the road to therapeutics.';
    expect(
      titleSimilarity(
        'The amyloid hypotesis of Alzheimers disease: progress and problems on the road to therapeutics',
        real,
      ),
    ).toBeGreaterThanOrEqual(0.9);
    expect(titleSimilarity('The amyloid hypothesis of Alzheimer’s disease', real)).toBeGreaterThanOrEqual(
      0.9,
    );
    expect(titleSimilarity('Microglial activation in the aging brain of transgenic mice', real)).toBeLessThan(
      0.5,
    );
  });
});

describe('compareAuthors', () => {
  const record = [
    { family: 'Müller', given: 'Hans-Peter' },
    { family: 'van der Berg', given: 'Anna' },
    { family: 'Smith', given: 'John R' },
    { family: 'Okafor', given: 'C' },
  ];

  it('matches family names across diacritics, particles, initials and et al. truncation', () => {
    expect(
      compareAuthors(
        [
          { family: 'Muller', given: 'HP' },
          { family: 'Berg', given: 'A' },
        ],
        record,
      ),
    ).toMatchObject({ agreement: 'same', firstAuthorSame: true });
    expect(compareAuthors([{ family: 'Mueller', given: 'H' }], record).agreement).toBe('close');
  });

  it('calls a misspelt name close and someone else’s author list different', () => {
    expect(
      compareAuthors(
        [{ family: 'Muller' }, { family: 'Berg' }, { family: 'Smtih' }, { family: 'Okafor' }],
        record,
      ).agreement,
    ).toBe('close');
    expect(
      compareAuthors([{ family: 'Johnson' }, { family: 'Lee' }, { family: 'Garcia' }], record).agreement,
    ).toBe('different');
    expect(compareAuthors(undefined, record).agreement).toBe('missing');
  });

  it('matches collective names cited shorter than PubMed holds them', () => {
    const collective = [{ literal: "Alzheimer's Disease Neuroimaging Initiative Study Group" }];
    expect(
      compareAuthors([{ literal: "Alzheimer's Disease Neuroimaging Initiative" }], collective)
        .firstAuthorSame,
    ).toBe(true);
  });

  it('does not hold cited names past MEDLINE’s old ten-author cap against the record', () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({ family: `Author${'abcdefghij'[index]}` }));
    const cited = [...ten, { family: 'Eleventh' }, { family: 'Twelfth' }];
    expect(compareAuthors(cited, ten).agreement).toBe('same');
  });
});

describe('compareJournal', () => {
  it('accepts full titles, NLM abbreviations and abbreviations of any style', () => {
    const pnas = [
      'Proceedings of the National Academy of Sciences of the United States of America',
      'Proc Natl Acad Sci U S A',
    ];
    expect(compareJournal('Proc Natl Acad Sci USA', pnas)).toBe('same');
    expect(compareJournal('Proc. Natl. Acad. Sci. U.S.A.', pnas)).toBe('same');
    expect(compareJournal('Nature Cell Biol.', ['Nature cell biology', 'Nat Cell Biol'])).toBe('same');
    expect(
      compareJournal('J Neurosci', [
        'The Journal of neuroscience : the official journal of the Society for Neuroscience',
        'J Neurosci',
      ]),
    ).toBe('same');
    expect(compareJournal('Nature (London)', ['Nature', 'Nature'])).toBe('same');
  });

  it('calls a typo close and another journal different', () => {
    expect(compareJournal('Neuronn', ['Neuron', 'Neuron'])).toBe('close');
    expect(compareJournal('Neuorn', ['Neuron', 'Neuron'])).toBe('close');
    expect(compareJournal('Cell', ['Cell reports', 'Cell Rep'])).toBe('different');
    expect(compareJournal('Cell', ['Neuron', 'Neuron'])).toBe('different');
    expect(compareJournal('J Biol Chem', ['The Journal of neuroscience', 'J Neurosci'])).toBe('different');
    expect(compareJournal(undefined, ['Neuron'])).toBe('missing');
  });

  it('accepts acronyms and long titles cut short', () => {
    const pnas = [
      'Proceedings of the National Academy of Sciences of the United States of America',
      'Proc Natl Acad Sci U S A',
    ];
    expect(compareJournal('PNAS', pnas)).toBe('same');
    expect(compareJournal('Proceedings of the National Academy of Sciences', pnas)).toBe('same');
    expect(compareJournal('Journal of the American Medical Association', ['JAMA', 'JAMA'])).toBe('same');
    expect(compareJournal('Alz Res Therapy', ["Alzheimer's research & therapy", 'Alzheimers Res Ther'])).toBe(
      'same',
    );
  });
});

describe('pages', () => {
  it('expands shortened ranges and keeps e-locators', () => {
    expect(pageRange('1234-8')).toEqual({ first: '1234', last: '1238' });
    expect(pageRange('1173–1179')).toEqual({ first: '1173', last: '1179' });
    expect(pageRange('e1002')).toEqual({ first: 'e1002', last: 'e1002' });
    expect(pageRange('S12-8')).toEqual({ first: 's12', last: 's18' });
    expect(pageRange('36-42; discussion 42-3')).toEqual({ first: '36', last: '42' });
    expect(pageRange('533-541.e5')).toEqual({ first: '533', last: '541' });
  });

  it('compares first pages, then last pages', () => {
    expect(comparePages('1234–1238', '1234-8')).toBe('same');
    expect(comparePages('1234', '1234-8')).toBe('same');
    expect(comparePages('1234-1240', '1234-8')).toBe('close');
    expect(comparePages('1002', 'e1002')).toBe('close');
    expect(comparePages('1235-8', '1234-8')).toBe('different');
    expect(comparePages(undefined, '1234-8')).toBe('missing');
  });
});
