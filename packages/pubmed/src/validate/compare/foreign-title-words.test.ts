import { describe, expect, it } from 'vitest';
import { foreignTitleWords } from './foreign-title-words.ts';

const dehp =
  'A cancer risk assessment of di(2-ethylhexyl)phthalate: application of the new U.S. EPA Risk Assessment Guidelines.';

describe('foreignTitleWords', () => {
  it('finds the words a real title’s record does not explain, and where they stand', () => {
    const spliced = foreignTitleWords(
      'A cancer risk assessment of di(2-ethylhexyl)phthalate: application of protein kinase Mzeta in the neocortex',
      dehp,
    );
    expect(spliced.words).toEqual(['protein', 'kinase', 'mzeta', 'neocortex']);
    expect(spliced.atEnds).toBe(4);
    expect(spliced.recordCoverage).toBeLessThan(0.85);
    const tail = foreignTitleWords(
      'Sleep problems in children with autism: a novel target for melatonin therapy',
      'Sleep problems in children with autism.',
    );
    expect(tail).toMatchObject({
      words: ['novel', 'target', 'melatonin', 'therapy'],
      atEnds: 4,
      recordCoverage: 1,
    });
  });

  it('explains spelling, Greek letters, numerals, compounds, abbreviations, repeats and furniture', () => {
    const cases: [string, string][] = [
      [
        'Haemorrhage and oedema in paediatric tumours: a randomised trial',
        'Hemorrhage and edema in pediatric tumors: a randomized trial.',
      ],
      ['TNF-α in sulphate-treated fibres', 'TNF-alpha in sulfate-treated fibers.'],
      ['Type II diabetes and longterm outcome', 'Type 2 diabetes and long-term outcome.'],
      ['BDNF in the aged hippocampus', 'Brain-derived neurotrophic factor in the aged hippocampus.'],
      ['Cerebrospinal fluid markers of mild cognitive impairment', 'CSF markers of MCI.'],
      ['Neuro-inflammation in aged hippocampi', 'Neuroinflammation in aged hippocampi.'],
      ['Stroke in the elderly: stroke units for the elderly', 'Stroke units for the elderly.'],
      ['Amyloid in transgenic mice [see comments]', 'Amyloid in transgenic mice.'],
      ['Depression in old age [Article in German]', '[Depression in old age].'],
    ];
    for (const [cited, record] of cases) expect(foreignTitleWords(cited, record).words).toEqual([]);
  });

  it('leaves out words that other fields of the record explain (a journal read into the title)', () => {
    const words = foreignTitleWords(
      'Amyloid in transgenic mice Neurobiol Aging',
      'Amyloid in transgenic mice.',
      new Set(['neurobiol', 'aging']),
    );
    expect(words.words).toEqual([]);
  });
});
