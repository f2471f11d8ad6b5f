import { describe, expect, it } from 'vitest';
import { citation, handMadeRecord } from '../../test-support/hand-made-record.ts';
import { chooseCandidate } from '../verdict/choose-candidate.ts';
import { decideVerdict } from '../verdict/decide-verdict.ts';
import { titleAgreement } from './title-agreement.ts';

const hardyTitle =
  "The amyloid hypothesis of Alzheimer's disease: progress and problems on the road to therapeutics.";

describe('titleAgreement', () => {
  it('keeps typos, stopwords, word forms and a dropped subtitle the same title', () => {
    expect(titleAgreement(hardyTitle.replace('hypothesis', 'hypotesis'), hardyTitle).agreement).toBe('same');
    expect(titleAgreement(hardyTitle.replace('on the road', 'on a road'), hardyTitle).agreement).toBe('same');
    expect(titleAgreement("The amyloid hypothesis of Alzheimer's disease", hardyTitle).agreement).toBe(
      'same',
    );
    expect(
      titleAgreement(
        'Sleep problems in children with autism spectrum disorder',
        'Sleep problems in the child with autism spectrum disorder.',
      ).agreement,
    ).toBe('same');
  });

  it('calls one replaced content word a changed title, and a changed subject another title', () => {
    expect(titleAgreement(hardyTitle.replace('progress', 'failure'), hardyTitle)).toMatchObject({
      agreement: 'close',
      swapped: ['failure'],
    });
    expect(titleAgreement(hardyTitle.replace("Alzheimer's", "Parkinson's"), hardyTitle).agreement).toBe(
      'different',
    );
    const accinelli =
      'Frequency of anxiety and quality of life in patients with diabetes mellitus in public health facilities in Metropolitan Lima.';
    expect(
      titleAgreement(
        accinelli.replace('anxiety', 'depression').replace('diabetes mellitus', 'hypertension'),
        accinelli,
      ).agreement,
    ).toBe('different');
  });
});

describe('verdicts on a title with a replaced word', () => {
  const hardy = handMadeRecord('12130773', {
    title: hardyTitle,
    author: [
      { family: 'Hardy', given: 'John' },
      { family: 'Selkoe', given: 'Dennis J' },
    ],
    'container-title': 'Science (New York, N.Y.)',
    'container-title-short': 'Science',
    issued: { 'date-parts': [[2002, 7, 19]] },
    volume: '297',
    issue: '5580',
    page: '353-6',
  });
  const cite = (title: string) => {
    const fields = {
      title,
      author: [
        { family: 'Hardy', given: 'J' },
        { family: 'Selkoe', given: 'DJ' },
      ],
      'container-title': 'Science',
      issued: { 'date-parts': [[2002]] },
      volume: '297',
      page: '353-6',
    };
    const source = `Hardy J, Selkoe DJ. ${title}. Science. 2002;297:353-6.`;
    return citation({ ...fields, source });
  };
  const verdictOf = (title: string) => {
    const cited = cite(title);
    return decideVerdict(cited, chooseCandidate(cited, [hardy]), 1);
  };

  it('never verifies without a precaution a title with one changed word', () => {
    const verdict = verdictOf(hardyTitle.replace('progress', 'failure').replace(/\.$/, ''));
    expect(verdict.status).toBe('verified_with_differences');
    expect(verdict.precautions).toEqual([expect.objectContaining({ code: 'wrong_title' })]);
  });

  it('calls a title about another disease a mismatch', () => {
    const verdict = verdictOf(hardyTitle.replace("Alzheimer's", "Parkinson's").replace(/\.$/, ''));
    expect(verdict).toMatchObject({ status: 'mismatch', pmid: null });
    expect(verdict.precautions.map((precaution) => precaution.code)).toContain('wrong_title');
  });
});
