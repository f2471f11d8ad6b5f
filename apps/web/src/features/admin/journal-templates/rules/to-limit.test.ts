import { describe, expect, it } from 'vitest';
import { toLimit } from './to-limit.ts';

describe('limit fields', () => {
  it('keeps whole numbers at or above the minimum and empties the rest', () => {
    expect(toLimit(250, 1)).toBe(250);
    expect(toLimit('3500', 1)).toBe(3500);
    expect(toLimit(0, 0)).toBe(0);
    expect(toLimit(0, 1)).toBeNull();
    expect(toLimit('', 1)).toBeNull();
    expect(toLimit(' ', 0)).toBeNull();
    expect(toLimit(2.5, 1)).toBeNull();
    expect(toLimit('12abc', 1)).toBeNull();
  });
});
