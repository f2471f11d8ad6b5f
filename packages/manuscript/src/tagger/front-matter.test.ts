import { describe, expect, it } from 'vitest';
import { namesInstitution } from './front-matter.ts';

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
