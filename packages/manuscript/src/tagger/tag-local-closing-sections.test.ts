import { describe, expect, it } from 'vitest';
import { ALPINE, ALPINE_FRONT } from '../test-support/alpine-paper.ts';
import { boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// How papers name their closing section, and what they call a section that stays in the discussion.
const FRONT = ALPINE_FRONT;
const CLOSING = 'Alpine soils will lose carbon as the climate warms, and models should include this loss.';

function closingSteps(heading: string, numbered = false): [string[] | undefined, string[] | undefined] {
  const h = (n: number, text: string) => boldP(numbered ? `${n}. ${text}` : text);
  const steps = stepsByText(
    ...FRONT,
    h(1, 'Introduction'),
    p(ALPINE.introduction),
    h(2, 'Methods'),
    p(ALPINE.methods),
    h(3, 'Results'),
    p(ALPINE.results),
    h(4, 'Discussion'),
    p('Warming raised respiration, as kinetic theory predicts.'),
    boldP(heading),
    p(CLOSING),
    boldP('References'),
    p('Smith J (2019) Soil carbon. Nature 1:1–2.'),
  );
  return [steps[heading], steps[CLOSING]];
}

describe('the closing section', () => {
  it('reads the ways papers name their conclusions as the conclusions', () => {
    for (const heading of [
      'Summary and outlook',
      'Summary and future work',
      'Closing remarks',
      'Concluding comments',
      'Final thoughts',
      'Conclusions and future research',
      'Conclusion and policy implications',
    ])
      expect(closingSteps(heading), heading).toEqual([['main.conclusions'], ['main.conclusions']]);
  });

  it('reads "Summary" after the discussion as the conclusions, numbered or not, not as an abstract left untagged', () => {
    expect(closingSteps('Summary')).toEqual([['main.conclusions'], ['main.conclusions']]);
    expect(closingSteps('5. Summary', true)).toEqual([['main.conclusions'], ['main.conclusions']]);
  });

  it('keeps a discussion’s own parts and a "Conclusions and discussion" in the discussion', () => {
    for (const heading of ['Limitations', 'Future directions', 'Conclusions and discussion'])
      expect(closingSteps(heading), heading).toEqual([['main.discussion'], ['main.discussion']]);
  });

  it('keeps a "Summary" that is a subsection, or that the discussion still follows, in its section', () => {
    const text = 'In short, warming raised respiration in every plot and year.';
    const layouts: [string[], string][] = [
      [
        ['1. Introduction', '2. Methods', '3. Results', '3.1 Respiration', '3.2 Summary', '4. Discussion'],
        'main.results',
      ],
      [
        ['1. Introduction', '2. Methods', '3. Results', '4. Discussion', '4.1 Summary', '4.2 Limitations'],
        'main.discussion',
      ],
      [['Introduction', 'Methods', 'Results', 'Summary', 'Discussion'], 'main.results'],
    ];
    for (const [headings, section] of layouts) {
      const blocks = headings.flatMap((h) => [
        boldP(h),
        p(/Summary/.test(h) ? text : `The ${h} section says something of its own.`),
      ]);
      const steps = stepsByText(
        ...FRONT,
        ...blocks,
        boldP('References'),
        p('Smith J (2019) Soil carbon. Nature 1:1–2.'),
      );
      expect(steps[text], headings.join(' / ')).toEqual([section]);
    }
  });
});
