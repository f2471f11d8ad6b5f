import { describe, expect, it } from 'vitest';
import { breakdownValue, usageDisplay } from './usage-display.ts';

const item = { key: 'manuscriptConversions' as const };

describe('usageDisplay', () => {
  it('draws no bar for a service the plan does not include, whatever was used', () => {
    expect(usageDisplay({ ...item, used: 0, per_month: 0, per_run: 0 })).toEqual({ kind: 'notIncluded' });
    expect(usageDisplay({ ...item, used: 3, per_month: 0, per_run: 1 }).kind).toBe('notIncluded');
  });

  it('draws no bar for an unlimited service: the count alone', () => {
    expect(usageDisplay({ ...item, used: 12, per_month: null, per_run: 5, reserved: 2 })).toEqual({
      kind: 'unlimited',
      used: 12,
      inProgress: 2,
      perRun: 5,
    });
  });

  it('draws used against the limit, with what is left', () => {
    expect(
      usageDisplay({ ...item, used: 5, per_month: 20, per_run: null, reserved: 1, remaining: 15 }),
    ).toEqual({
      kind: 'limited',
      used: 5,
      limit: 20,
      percent: 25,
      remaining: 15,
      inProgress: 1,
      perRun: null,
      exhausted: false,
    });
  });

  it('works out what is left when the server does not say, and caps the bar at full', () => {
    const over = usageDisplay({ ...item, used: 25, per_month: 20, per_run: 3 });
    expect(over).toMatchObject({ kind: 'limited', percent: 100, remaining: 0, exhausted: true });
    const empty = usageDisplay({ ...item, used: 0, per_month: 20, per_run: 3 });
    expect(empty).toMatchObject({ percent: 0, remaining: 20, inProgress: 0, exhausted: false });
  });
});

describe('breakdownValue', () => {
  it('counts texts, files and PDFs as plain numbers in the locale', () => {
    expect(breakdownValue('text', 1234, 'en')).toBe('1,234');
    expect(breakdownValue('pdf', 0, 'ja')).toBe('0');
  });

  it('shows storage in decimal gigabytes, small amounts with a third decimal', () => {
    expect(breakdownValue('storage_bytes', 2_500_000_000, 'en')).toBe('2.5 GB');
    expect(breakdownValue('storage_bytes', 5_000_000, 'en')).toBe('0.005 GB');
    expect(breakdownValue('storage_bytes', 0, 'en')).toBe('0 GB');
  });
});
