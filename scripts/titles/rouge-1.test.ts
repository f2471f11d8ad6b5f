import { describe, expect, it } from 'vitest';
import { rouge1, tokens } from './rouge-1.ts';

describe('rouge1', () => {
  it('tokenizes like rouge-score: lower case, non-alphanumerics as spaces', () => {
    expect(tokens("Alzheimer's disease: a TNF-α study")).toEqual([
      'alzheimer',
      's',
      'disease',
      'a',
      'tnf',
      'study',
    ]);
  });

  it('is 1 for the same words and 0 for none shared', () => {
    expect(rouge1('Effect of salt on blood pressure', 'effect of SALT on blood-pressure')).toBe(1);
    expect(rouge1('cats', 'dogs')).toBe(0);
    expect(rouge1('', 'dogs')).toBe(0);
  });

  it('clips repeated words and balances precision and recall', () => {
    // candidate: the the cat (3), reference: the cat sat (3); overlap the + cat = 2 → P = R = 2/3.
    expect(rouge1('the the cat', 'the cat sat')).toBeCloseTo(2 / 3, 10);
    // candidate 2 words both in a 4-word reference: P = 1, R = 0.5, F = 2/3.
    expect(rouge1('blood pressure', 'salt and blood pressure')).toBeCloseTo(2 / 3, 10);
  });
});
