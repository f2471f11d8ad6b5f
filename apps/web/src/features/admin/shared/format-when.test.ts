import { describe, expect, it } from 'vitest';
import { formatDay, formatWhen } from './format-when.ts';

describe('admin formatting', () => {
  it('writes a UTC day short, in the language asked', () => {
    expect(formatDay('2026-11-26', 'en')).toBe('Nov 26');
    expect(formatDay('2026-11-26', 'zh')).toBe('11月26日');
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });

  it('keeps text it cannot read as a date', () => {
    expect(formatWhen('soon', 'en')).toBe('soon');
    expect(formatWhen('2026-11-26T07:00:00Z', 'en')).toMatch(/2026/);
  });
});
