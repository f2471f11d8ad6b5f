import { describe, expect, it } from 'vitest';
import { wholeNumberCount } from './whole-number.ts';

describe('wholeNumberCount', () => {
  it('counts a number printed on its own or glued to a caption, not inside another number', () => {
    expect(wholeNumberCount('Sea (Vol. 1), (pp. 107-115). 1988', '1')).toBe(1);
    expect(wholeNumberCount('Sea vol 1 Nr1, 3-9.', '1')).toBe(2);
    expect(wholeNumberCount('Sea 12A, no. 12A', '12A')).toBe(2);
    expect(wholeNumberCount('Sea 3.5 (1+2)', '1+2')).toBe(1);
  });
});
