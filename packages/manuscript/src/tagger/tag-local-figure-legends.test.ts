import { describe, expect, it } from 'vitest';
import { ALPINE, ALPINE_FRONT } from '../test-support/alpine-paper.ts';
import { boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// A figure's caption set in the text where the figure is cited, its legend going on in a paragraph of its own.
const BEFORE = [
  ...ALPINE_FRONT,
  p('Keywords: alpine; carbon'),
  boldP('Introduction'),
  p(ALPINE.introduction),
  boldP('Methods'),
  p(ALPINE.methods),
  boldP('Results'),
  p('Respiration rose by 23% under warming in every year (Figure 2).'),
];
const CAPTION = 'Figure 2. Soil respiration under warming and in control plots, 2018–2021.';
const AFTER = 'Warming also raised microbial biomass in the second year, but not in the others (Table 2).';

describe('a figure legend in the text', () => {
  it('takes the paragraph under the caption that tells the panels or the marks apart for the legend', () => {
    for (const detail of [
      'Bars show means ± SE (n = 12); asterisks mark years in which warming differed from control.',
      'Error bars indicate 95% confidence intervals.',
      '(a) Respiration per plot; (b) respiration per gram of soil carbon.',
      'Values are means of twelve plots; lines show fitted trends.',
      'Bars show means ± SE; symbols as in Fig. 1.',
      'Letters indicate significant differences among treatments (Tukey, P = 0.01).',
    ]) {
      const steps = stepsByText(
        ...BEFORE,
        p(CAPTION),
        p(detail),
        p(AFTER),
        boldP('Discussion'),
        p('Warming raised respiration.'),
      );
      expect(steps[detail], detail).toEqual(['back.figure_legends']);
      expect(steps[AFTER], detail).toEqual(['main.results']);
    }
  });

  it('leaves the text that follows a caption, citing or describing results, to its section', () => {
    for (const prose of [
      'Values of respiration were higher in warmed plots than reported for lowland soils (Jones, 2018).',
      'Values are higher in warmed plots in every year, and the gap widens with elevation (Figure 3).',
      'Values are reported as means ± SE throughout; warming raised microbial biomass by 12% (Table 2).',
      'Numbers are small at the lowest site, where only four plots survived the winter.',
    ]) {
      const steps = stepsByText(
        ...BEFORE,
        p(CAPTION),
        p(prose),
        boldP('Discussion'),
        p('Warming raised respiration.'),
      );
      expect(steps[prose], prose).toEqual(['main.results']);
    }
  });
});
