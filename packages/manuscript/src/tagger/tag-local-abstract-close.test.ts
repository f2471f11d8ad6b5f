import { describe, expect, it } from 'vitest';
import { p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// Every heading styled Heading 1, the abstract's part labels too (as some templates ask).
const h1 = (text: string) => p(text, '<w:pStyle w:val="Heading1"/>');
const TITLE = 'Folic acid and vitamin B12 supplementation and cognition in older adults';
const STRUCTURED = [
  h1('Abstract'),
  h1('Objective'),
  p('To test whether two years of folic acid and vitamin B12 supplementation slow cognitive decline.'),
  h1('Methods'),
  p('This multicenter, double-blind, randomized, placebo-controlled trial included 2919 participants.'),
  h1('Results'),
  p('Global cognition did not differ between the groups after two years (p = 0.41).'),
  h1('Conclusions'),
  p('Supplementation did not benefit cognition in older adults with raised homocysteine.'),
];
const DESIGN = 'This study provides Class I evidence that supplementation does not slow cognitive decline.';
const KEYWORDS = 'Keywords: homocysteine; folic acid; cognition';
const BODY = [
  h1('Introduction'),
  p('Raised homocysteine is linked with cognitive decline in older adults.'),
  h1('Methods'),
  p('We randomized participants aged 65 years or more to daily tablets or placebo.'),
];

describe('a part label after the abstract conclusions', () => {
  it('stays in the abstract when the keywords line follows its text', () => {
    const steps = stepsByText(p(TITLE), ...STRUCTURED, h1('Design'), p(DESIGN), p(KEYWORDS), ...BODY);
    expect(steps.Design).toEqual(['abstract.methods']);
    expect(steps[DESIGN]).toEqual(['abstract.methods']);
    expect(steps[KEYWORDS]).toEqual(['abstract.keywords']);
    expect(steps['Raised homocysteine is linked with cognitive decline in older adults.']).toEqual([
      'main.introduction',
    ]);
  });

  it('opens the body when no keywords line closes the abstract after it, or when it names a body section', () => {
    const withoutKeywords = stepsByText(p(TITLE), ...STRUCTURED, h1('Design'), p(DESIGN), ...BODY);
    expect((withoutKeywords[DESIGN] ?? []).filter((step) => step.startsWith('abstract.'))).toEqual([]);
    const introduction = 'Dementia affects one in ten adults older than 65 years.';
    const bodyLabel = stepsByText(p(TITLE), ...STRUCTURED, h1('Introduction'), p(introduction), p(KEYWORDS));
    expect(bodyLabel[introduction]).toEqual(['main.introduction']);
  });

  it('leaves a label after an abstract without labels to the body, keywords below or not', () => {
    const unstructured = [
      h1('Abstract'),
      p(
        'Supplementation with folic acid and vitamin B12 did not slow cognitive decline in 2919 older adults.',
      ),
    ];
    const steps = stepsByText(p(TITLE), ...unstructured, h1('Design'), p(DESIGN), p(KEYWORDS), ...BODY);
    expect((steps[DESIGN] ?? []).filter((step) => step.startsWith('abstract.'))).toEqual([]);
  });
});
