import { describe, expect, it } from 'vitest';
import { canAddTarget, planPerRunOf, targetListProblem, targetMax } from './target-limits.ts';

const usage = (perRun: number | null) => ({
  items: [
    { key: 'references', per_run: 250 },
    { key: 'manuscriptConversions', per_run: perRun },
  ],
});

describe('the picker follows the plan per-run limit', () => {
  it('a Pro plan (5 per run) caps the server maximum of 10', () => {
    const max = targetMax(null, planPerRunOf(usage(5)));
    expect(max).toBe(5);
    expect(canAddTarget(5, max)).toBe(false);
    expect(targetListProblem(6, max)).toBe('tooMany');
  });

  it('the lower of the server maximum and the plan', () => {
    expect(targetMax(3, 5)).toBe(3);
    expect(targetMax(8, 5)).toBe(5);
  });

  it('unlimited, not included or unknown plans leave the server maximum', () => {
    expect(targetMax(null, planPerRunOf(usage(null)))).toBe(10);
    expect(targetMax(null, planPerRunOf(usage(0)))).toBe(10);
    expect(targetMax(7, planPerRunOf(undefined))).toBe(7);
  });
});
