import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff-delay.ts';

const delays = (random: () => number) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => backoffDelay(attempt, { baseMs: 500, maxMs: 10_000, random }));

describe('backoffDelay', () => {
  it('doubles from 500 ms and stops at 10 s', () => {
    expect(delays(() => 0.999_999)).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('jitters each wait within its upper half', () => {
    expect(delays(() => 0)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
    expect(delays(() => 0.5)).toEqual([375, 750, 1500, 3000, 6000, 7500, 7500, 7500]);
  });
});
