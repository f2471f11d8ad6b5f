import { describe, expect, it } from 'vitest';
import { detectDesign } from './detect-design.ts';

describe('detectDesign', () => {
  it.each([
    ['We pooled 14 trials in a meta-analysis of statin use.', 'meta-analysis'],
    ['This systematic review covers 30 studies of school meals.', 'systematic-review'],
    ['In this double-blind, placebo-controlled randomized trial, 80 adults took zinc.', 'randomized-trial'],
    ['Participants were randomly assigned to yoga or stretching.', 'randomized-trial'],
    ['A prospective cohort of 3,000 nurses was followed up for 10 years.', 'cohort'],
    ['This case-control study compared 200 cases with 400 controls.', 'case-control'],
    ['A cross-sectional survey of 900 pharmacists was done.', 'cross-sectional'],
    ['We report a case of a 7-year-old boy with a rare rash.', 'case-report'],
    ['We describe five patients with the same rare rash.', 'case-series'],
    ['A pilot study of 20 wards tested the checklist.', 'pilot'],
  ])('%s → %s', (text, design) => {
    expect(detectDesign(text)).toBe(design);
  });

  it('finds no design where the abstract names none', () => {
    expect(detectDesign('Zinc binds the enzyme and lowers its activity at low pH.')).toBeUndefined();
  });
});
