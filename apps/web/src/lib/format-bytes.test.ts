import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('writes bytes in the largest unit, 1024-based', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(47, 'en')).toBe('47 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3, 'en')).toBe('5 GB');
    expect(formatBytes(250 * 1024 ** 2, 'en')).toBe('250 MB');
  });
});
