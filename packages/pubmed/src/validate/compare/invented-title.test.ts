import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { citation, handMadeRecord } from '../../test-support/hand-made-record.ts';
import { chooseCandidate } from '../verdict/choose-candidate.ts';
import { decideVerdict } from '../verdict/decide-verdict.ts';
import { titleAgreement } from './title-agreement.ts';

// Hand-made fixtures: one record with a subtitle, cited with its own authors, journal, year and locator.
const realTitle =
  'A cancer risk assessment of di(2-ethylhexyl)phthalate: application of the new U.S. EPA Risk Assessment Guidelines.';
const record = handMadeRecord('10388618', {
  title: realTitle,
  author: [
    { family: 'Doull', given: 'J' },
    { family: 'Cattley', given: 'R' },
    { family: 'Elcombe', given: 'C' },
  ],
  'container-title': 'Regulatory toxicology and pharmacology : RTP',
  'container-title-short': 'Regul Toxicol Pharmacol',
  issued: { 'date-parts': [[1999, 6]] },
  volume: '29',
  issue: '3',
  page: '327-57',
});

function cite(title: string, printed = title): CslItem {
  return citation({
    title,
    author: [
      { family: 'Doull', given: 'J' },
      { family: 'Cattley', given: 'R' },
      { family: 'Elcombe', given: 'C' },
    ],
    'container-title': 'Regul Toxicol Pharmacol',
    issued: { 'date-parts': [[1999]] },
    volume: '29',
    page: '327-57',
    source: `Doull J, Cattley R, Elcombe C. ${printed}. Regul Toxicol Pharmacol. 1999;29:327-57.`,
  });
}
const verdictOf = (cited: CslItem) => decideVerdict(cited, chooseCandidate(cited, [record]), 1);

describe('a title the record explains only in part', () => {
  const spliced =
    'A cancer risk assessment of di(2-ethylhexyl)phthalate: application of protein kinase Mzeta in the neocortex';

  it('calls a real title’s first half with an invented second half another title', () => {
    expect(titleAgreement(spliced, realTitle).agreement).toBe('different');
    expect(
      titleAgreement(`${realTitle.replace(/\.$/, '')}: a new target for therapy`, realTitle).agreement,
    ).toBe('different');
    expect(
      titleAgreement(
        'Protein kinase Mzeta in the neocortex: a cancer risk assessment of di(2-ethylhexyl)phthalate',
        realTitle,
      ).agreement,
    ).toBe('different');
  });

  it('reports it as a mismatch with a wrong_title precaution showing both titles', () => {
    const verdict = verdictOf(cite(spliced));
    expect(verdict).toMatchObject({ status: 'mismatch', pmid: null });
    expect(verdict.precautions).toContainEqual(
      expect.objectContaining({ code: 'wrong_title', cited: spliced, correct: realTitle }),
    );
    expect(verdict.evidence.pubmed?.PMID).toBe('10388618');
  });

  it('flags the record’s whole title with an invented tail, however the parser cut it', () => {
    const tail = `${realTitle.replace(/\.$/, '')}: protein kinase Mzeta in the neocortex`;
    expect(verdictOf(cite(tail)).status).toBe('mismatch');
    // The parser stopped at the record's main title; the string still prints the invented rest.
    const cut = verdictOf(cite('A cancer risk assessment of di(2-ethylhexyl)phthalate', spliced));
    expect(cut.status).toBe('mismatch');
    expect(cut.precautions).toContainEqual(
      expect.objectContaining({ code: 'wrong_title', cited: spliced, correct: realTitle }),
    );
  });
});

describe('titles written differently but the record’s own', () => {
  const variants = [
    ['the subtitle dropped', 'A cancer risk assessment of di(2-ethylhexyl)phthalate'],
    [
      'case, punctuation and HTML',
      'A CANCER RISK ASSESSMENT OF <i>DI(2-ETHYLHEXYL)PHTHALATE</i> - application of the new US EPA risk assessment guidelines',
    ],
    ['a trailing period and brackets', `[${realTitle}]`],
    [
      'an abbreviation spelled out',
      'A cancer risk assessment of di(2-ethylhexyl)phthalate: application of the new U.S. Environmental Protection Agency Risk Assessment Guidelines',
    ],
  ] as const;

  for (const [what, title] of variants) {
    it(`verifies the paper with ${what}`, () => {
      const verdict = verdictOf(cite(title));
      expect(verdict).toMatchObject({ status: 'verified', pmid: '10388618', precautions: [] });
    });
  }

  it('keeps British spelling, Greek letters and Roman numerals the same title', () => {
    const pairs: [string, string][] = [
      [
        'Tumour necrosis factor-α in paediatric haemorrhage',
        'Tumor necrosis factor-alpha in pediatric hemorrhage.',
      ],
      [
        'Sulphate and type II diabetes: a randomised trial',
        'Sulfate and type 2 diabetes: a randomized trial.',
      ],
      ['Brain-derived neurotrophic factor in the ageing hippocampus', 'BDNF in the aging hippocampus.'],
    ];
    for (const [cited, real] of pairs) expect(titleAgreement(cited, real).agreement).toBe('same');
  });
});
