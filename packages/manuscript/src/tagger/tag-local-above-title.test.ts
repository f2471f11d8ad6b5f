import { describe, expect, it } from 'vitest';
import { boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// Lines an author types above the title: where the paper goes, a page number.
const TITLE = 'Warming accelerates soil respiration in alpine grasslands';
const REST = [
  p('Maria Rossi and John Smith'),
  p('Institute of Ecology, University of Bern, Bern, Switzerland'),
  boldP('Abstract'),
  p(
    'Alpine soils store much organic carbon, but how fast it is lost under warming is poorly known. We warmed ' +
      'twelve plots for four years and measured soil respiration. Respiration rose by 23% under warming. Alpine ' +
      'soils may lose carbon faster than lowland soils.',
  ),
  boldP('Introduction'),
  p('Soils hold more carbon than the atmosphere (Smith et al., 2019).'),
];

describe('a line above the title', () => {
  it('is not the title when it says where the paper is submitted or holds no letters', () => {
    for (const line of [
      'Submitted to Ecology Letters',
      'To be submitted to Global Change Biology',
      'Prepared for submission to Soil Biology and Biochemistry',
      'Target journal: Journal of Ecology',
      '1',
    ]) {
      const steps = stepsByText(p(line), p(TITLE), ...REST);
      expect(steps[line], line).toBeUndefined();
      expect(steps[TITLE], line).toEqual(['front.title']);
    }
  });
});
