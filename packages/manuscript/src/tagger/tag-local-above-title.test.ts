import { describe, expect, it } from 'vitest';
import { ALPINE, ALPINE_FRONT } from '../test-support/alpine-paper.ts';
import { boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// Lines an author types above the title: where the paper goes, a page number.
const TITLE = ALPINE.title;
const REST = [...ALPINE_FRONT.slice(1), boldP('Introduction'), p(ALPINE.introduction)];

describe('a line above the title', () => {
  it('is not the title when it says where the paper is submitted or holds no letters', () => {
    for (const line of [
      'Submitted to Ecology Letters',
      'To be submitted to Global Change Biology',
      'Prepared for submission to Soil Biology and Biochemistry',
      'Target journal: Journal of Ecology',
      'To be submitted to: Global Change Biology',
      '1',
    ]) {
      const steps = stepsByText(p(line), p(TITLE), ...REST);
      expect(steps[line], line).toBeUndefined();
      expect(steps[TITLE], line).toEqual(['front.title']);
    }
  });
});
