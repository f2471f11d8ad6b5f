import { describe, expect, it } from 'vitest';
import { boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// ACM's layout (probe manuscript): CCS concepts and keywords after the abstract, the reference format block, a
// computing paper's sections (approach, evaluation, threats to validity) and an appendix lettered after the
// references.
const FRONT = [
  p('Learning to Rank Code Reviews with Graph Neural Networks'),
  p('Priya Nair and Marcus Weber'),
  p(
    'Code review is central to software quality. We present a graph neural network that ranks pending reviews. Our model improves ranking quality by 18% over the best baseline. Reviewers found defects faster.',
  ),
  p('CCS Concepts: • Software and its engineering → Software verification and validation.'),
  p('Additional Key Words and Phrases: code review, graph neural networks'),
  boldP('ACM Reference Format:'),
  p(
    'Priya Nair and Marcus Weber. 2024. Learning to Rank Code Reviews. ACM Trans. Softw. Eng. Methodol. 33, 4.',
  ),
  boldP('1 INTRODUCTION'),
  p('Modern code review is practised by most software organisations.'),
  boldP('2 RELATED WORK'),
  p('Prior work has predicted defects from code metrics.'),
  boldP('3 APPROACH'),
  p('We represent each change as a graph of files, functions and reviewers.'),
  boldP('4 EVALUATION'),
  p('Our model reached an NDCG of 0.71.'),
  boldP('5 THREATS TO VALIDITY'),
  p('Our projects may not represent industrial settings.'),
  boldP('REFERENCES'),
  p('[1] Alberto Bacchelli and Christian Bird. 2013. Expectations of modern code review. In ICSE. 712–721.'),
];

describe("ACM's layout", () => {
  it('reads CCS concepts as keywords, skips the reference format, and reads a computing paper by its headings', () => {
    const steps = stepsByText(
      ...FRONT,
      boldP('A ADDITIONAL RESULTS'),
      p('Table 5 gives the per-project results.'),
    );
    expect(
      steps['CCS Concepts: • Software and its engineering → Software verification and validation.'],
    ).toEqual(['abstract.keywords']);
    expect(steps['Additional Key Words and Phrases: code review, graph neural networks']).toEqual([
      'abstract.keywords',
    ]);
    expect(
      steps[
        'Priya Nair and Marcus Weber. 2024. Learning to Rank Code Reviews. ACM Trans. Softw. Eng. Methodol. 33, 4.'
      ],
    ).toBeUndefined();
    expect(steps['We represent each change as a graph of files, functions and reviewers.']).toEqual([
      'main.materials_and_methods',
    ]);
    expect(steps['Our model reached an NDCG of 0.71.']).toEqual(['main.results']);
    expect(steps['Our projects may not represent industrial settings.']).toEqual(['main.discussion']);
    expect(steps['Table 5 gives the per-project results.']).toEqual(['back.appendix']);
  });

  it("keeps a bibliography's lettered groups in the reference list", () => {
    const entry = 'Gilpin, William. Observations on the River Wye. London, 1782.';
    const steps = stepsByText(...FRONT, boldP('A. Primary sources'), p(entry));
    expect(steps[entry]).toEqual(['back.references']);
  });
});
