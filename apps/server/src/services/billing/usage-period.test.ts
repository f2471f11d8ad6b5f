import { describe, expect, it } from 'vitest';
import { usagePeriod } from './usage-period.ts';

const iso = (period: { start: Date; end: Date }) => [period.start.toISOString(), period.end.toISOString()];

describe('usagePeriod', () => {
  it('is the calendar month in UTC without a subscription start', () => {
    expect(iso(usagePeriod(null, new Date('2025-12-31T23:59:59.999Z')))).toEqual([
      '2025-12-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    expect(iso(usagePeriod(null, new Date('2026-01-01T00:00:00.000Z')))).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
    ]);
  });

  it('runs monthly from the subscription start, to the minute', () => {
    const anchor = new Date('2025-06-20T15:30:00Z');
    expect(iso(usagePeriod(anchor, new Date('2025-06-20T15:30:00Z')))).toEqual([
      '2025-06-20T15:30:00.000Z',
      '2025-07-20T15:30:00.000Z',
    ]);
    expect(iso(usagePeriod(anchor, new Date('2025-07-20T15:29:59Z')))).toEqual([
      '2025-06-20T15:30:00.000Z',
      '2025-07-20T15:30:00.000Z',
    ]);
    expect(iso(usagePeriod(anchor, new Date('2026-02-01T00:00:00Z')))).toEqual([
      '2026-01-20T15:30:00.000Z',
      '2026-02-20T15:30:00.000Z',
    ]);
  });

  it('clamps a start on the 31st to shorter months without drifting', () => {
    const anchor = new Date('2024-01-31T00:00:00Z');
    expect(iso(usagePeriod(anchor, new Date('2024-03-01T00:00:00Z')))).toEqual([
      '2024-02-29T00:00:00.000Z',
      '2024-03-31T00:00:00.000Z',
    ]);
    expect(iso(usagePeriod(anchor, new Date('2024-04-29T23:59:59Z')))).toEqual([
      '2024-03-31T00:00:00.000Z',
      '2024-04-30T00:00:00.000Z',
    ]);
  });

  it('falls back to the calendar month when the start is still ahead', () => {
    expect(iso(usagePeriod(new Date('2025-05-10T00:00:00Z'), new Date('2025-05-02T00:00:00Z')))).toEqual([
      '2025-05-01T00:00:00.000Z',
      '2025-06-01T00:00:00.000Z',
    ]);
  });
});
