import { describe, expect, it } from 'vitest';
import { formatSaleEnd, isDateOnly, isSaleActive, saleEndInstant } from './sale-timing.ts';

describe('saleEndInstant', () => {
  it('ends a dated sale at the visitor’s next local midnight', () => {
    expect(saleEndInstant('2025-07-31')).toEqual(new Date(2025, 7, 1, 0, 0, 0));
  });

  it('ends a timestamped sale at that instant in every time zone', () => {
    expect(saleEndInstant('2025-07-31T23:59:00+09:00').toISOString()).toBe('2025-07-31T14:59:00.000Z');
  });
});

describe('isSaleActive', () => {
  it('shows a dated sale through its last local day', () => {
    expect(isSaleActive('2025-07-31', new Date(2025, 6, 31, 23, 59, 59))).toBe(true);
    expect(isSaleActive('2025-07-31', new Date(2025, 7, 1, 0, 0, 0))).toBe(false);
  });

  it('hides a timestamped sale from its end on', () => {
    const endsAt = '2025-07-31T15:00:00Z';
    expect(isSaleActive(endsAt, new Date('2025-07-31T14:59:59Z'))).toBe(true);
    expect(isSaleActive(endsAt, new Date('2025-07-31T15:00:00Z'))).toBe(false);
  });

  it('never shows a sale whose end cannot be read', () => {
    expect(isSaleActive('soon', new Date())).toBe(false);
  });
});

describe('formatSaleEnd', () => {
  it('writes a dated sale’s last day, not the midnight after it', () => {
    expect(isDateOnly('2025-07-31')).toBe(true);
    expect(formatSaleEnd('2025-07-31', 'en')).toBe('July 31, 2025');
    expect(formatSaleEnd('2025-07-31', 'ko')).toBe('2025년 7월 31일');
  });

  it('writes a timestamp with its time and zone', () => {
    expect(isDateOnly('2025-07-31T15:00:00Z')).toBe(false);
    expect(formatSaleEnd('2025-07-31T15:00:00Z', 'en')).toMatch(/2025.*\d:00/);
  });
});
