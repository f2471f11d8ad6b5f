import { describe, expect, it } from 'vitest';
import { citesWorks } from './cites-works.ts';

const plain = (text: string) => ({ text, spans: [] });
/** A paragraph of `before`, then `mark` in superscript, then `after`. */
const withSuperscript = (before: string, mark: string, after = '') => ({
  text: before + mark + after,
  spans: [{ start: before.length, end: before.length + mark.length, superscript: true as const }],
});

describe('citesWorks', () => {
  it('finds author–year and numbered citations', () => {
    for (const text of [
      'Soils hold much carbon (Smith et al., 2019).',
      'Warming may release it (Jones 2018; Lee & Park, 2020a).',
      'As Smith et al. (2019) showed, respiration rises.',
      'Jones and Lee (2018) found the same.',
      'Earlier work [1] and reviews [4–6] agree.',
      'Several studies [2, 5] disagree.',
      'Emissions will double by 2050 [3].',
      'Samples of n = 120 [4, 5] were typical.',
      'As noted before (May et al., 2019).',
    ])
      expect(citesWorks(plain(text)), text).toBe(true);
  });

  it('leaves an abstract’s own brackets alone', () => {
    for (const text of [
      'Respiration rose by 23% (95% CI 15–31) under warming.',
      'We sampled in 2019 (July) and 2020.',
      'The effect held in both years (P < 0.001).',
      'Mortality fell (hazard ratio 0.82 [0.71–0.95]).',
      'Data from the Swiss Alps (Switzerland, 2018–2021) were used.',
      'We resampled the plots twice (June 2019, August 2020).',
      'Snow melted early (Spring 2020).',
      'Stays lasted a median 7 [5–10] days.',
    ])
      expect(citesWorks(plain(text)), text).toBe(false);
  });

  it('finds reference numbers set in superscript, not exponents', () => {
    expect(citesWorks(withSuperscript('Soils hold much carbon', '1,2', ' and release it.'))).toBe(true);
    expect(citesWorks(withSuperscript('Soils hold much carbon.', '3–5'))).toBe(true);
    expect(citesWorks(withSuperscript('Plots of 4 m', '2', ' were warmed.'))).toBe(false);
    expect(citesWorks(withSuperscript('Densities reached 10', '6', ' cells per gram.'))).toBe(false);
  });
});
