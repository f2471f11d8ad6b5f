import { describe, expect, it } from 'vitest';
import { ALPINE, ALPINE_FRONT } from '../test-support/alpine-paper.ts';
import { boldP, linesP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// An abstract under its heading, no keywords, and the introduction with no heading of its own (as manuscripts for
// Nature, Science and PNAS run).
const FRONT = ALPINE_FRONT.slice(0, 4);
const ABSTRACT = ALPINE.abstract;
const SECOND = 'Our plots spanned 600 m of elevation, and the response was strongest at the highest sites.';
const REST = [
  boldP('Methods'),
  p('We warmed twelve plots with open-top chambers from 2018 to 2021.'),
  boldP('Results'),
  p('Respiration rose by 23% under warming in every year.'),
];
/** A paragraph with a superscript reference number after `before`. */
const cited = (before: string, mark: string, after: string) =>
  `<w:p><w:r><w:t xml:space="preserve">${before}</w:t></w:r><w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:t>${mark}</w:t></w:r><w:r><w:t xml:space="preserve">${after}</w:t></w:r></w:p>`;

describe('an introduction with no heading after an abstract under its heading', () => {
  it('begins at the first paragraph that cites other works, however it cites them', () => {
    const intros: [string, string][] = [
      [
        p('Soils hold more carbon than the atmosphere (Smith et al., 2019).'),
        'Soils hold more carbon than the atmosphere (Smith et al., 2019).',
      ],
      [
        p('Soils hold more carbon than the atmosphere [1, 2].'),
        'Soils hold more carbon than the atmosphere [1, 2].',
      ],
      [
        cited('Soils hold more carbon than the atmosphere', '1,2', '.'),
        'Soils hold more carbon than the atmosphere1,2.',
      ],
    ];
    const next = 'Alpine soils are cold, and warming may release their carbon faster than elsewhere.';
    for (const [paragraph, text] of intros) {
      const steps = stepsByText(...FRONT, p(ABSTRACT), paragraph, p(next), ...REST);
      expect(steps[text], text).toEqual(['main.introduction']);
      expect(steps[next], text).toEqual(['main.introduction']);
      expect(steps[ABSTRACT]).not.toContain('main.introduction');
    }
  });

  it('keeps an abstract’s second paragraph, which cites nothing, in the abstract', () => {
    const steps = stepsByText(
      ...FRONT,
      p(ABSTRACT),
      p(SECOND),
      boldP('Introduction'),
      p('Soils hold carbon.'),
      ...REST,
    );
    expect(steps[SECOND]?.every((step) => step.startsWith('abstract.'))).toBe(true);
  });

  it('leaves a second abstract paragraph that cites to the abstract when a keywords line closes it further on', () => {
    const second = 'We resampled the plots as earlier studies did (Smith et al., 2019).';
    const third = 'Alpine soils are a large and vulnerable store of carbon.';
    const closings = [
      [p(second), p('Keywords: alpine; carbon')],
      [p(second), linesP(third, 'Keywords: alpine; carbon')],
    ];
    for (const closing of closings) {
      const steps = stepsByText(...FRONT, p(ABSTRACT), ...closing, p(ALPINE.introduction), ...REST);
      expect(steps[second]?.every((step) => step.startsWith('abstract.'))).toBe(true);
      expect(steps[ALPINE.introduction]).toEqual(['main.introduction']);
    }
  });
});
