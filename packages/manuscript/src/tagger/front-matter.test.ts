import { describe, expect, it } from 'vitest';
import { testParagraph } from '../test-support/test-paragraph.ts';
import { guessFrontMatter, namesInstitution } from './front-matter.ts';

describe('namesInstitution', () => {
  it('finds the institutions an affiliation names', () => {
    for (const line of [
      'Department of Genetics, University of Cape Town, Cape Town, South Africa',
      'Mayo Clinic, Rochester, MN, USA',
      'Hospital Clínic de Barcelona, Spain',
      'School of Public Health, Imperial College London, London, UK',
    ])
      expect(namesInstitution(line), line).toBe(true);
  });

  it("does not take a title's words on the same stems for an institution", () => {
    for (const title of [
      'Hydroxychloroquine to prevent infection among healthcare workers: a randomised, open-label, controlled clinical trial',
      'What clinicians should know about sepsis, shock and fluids',
      'Risk of hospitalization for heart failure, by age and sex',
      'Physical activity of school-aged children, 2010 to 2020',
      'Sleep of school age children, a cohort study',
      'Schooling, income and health in later life',
    ])
      expect(namesInstitution(title), title).toBe(false);
  });
});

describe('guessFrontMatter on bylines', () => {
  it('reads degrees after commas with semicolons between authors, and a byline opened by "by"', () => {
    for (const line of [
      'Maria Rossi, PhD1; John Smith, MD, MPH2; Li Wei, BSc1',
      'Maria Rossi, PhD; John Smith, MD, MPH',
      'by Maria Rossi and John Smith',
      'By Maria Rossi, John Smith and Li Wei',
      'Maria Rossi, M.D.1; John Smith, Ph.D.2',
    ])
      expect(guessFrontMatter(testParagraph('p1', line)), line).toBe('front.authors');
  });

  it('leaves a title opened by "By", or with a number before a semicolon, a title', () => {
    for (const title of [
      'By land or by sea: dispersal routes of alpine plants',
      'Omicron BA.2; Evidence From Two Cohorts',
      'SARS-CoV-2; Evidence From Two Cohorts',
    ])
      expect(guessFrontMatter(testParagraph('p1', title)), title).not.toBe('front.authors');
  });
});
