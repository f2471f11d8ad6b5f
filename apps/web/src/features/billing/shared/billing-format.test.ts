import { describe, expect, it } from 'vitest';
import { formatBillingDate, formatMoney } from './billing-format.ts';

describe('billing formats', () => {
  it('formats tax-inclusive minor amounts per locale and currency', () => {
    expect(formatMoney(1900, 'USD', 'en')).toBe('$19');
    expect(formatMoney(1950, 'USD', 'en')).toBe('$19.50');
    expect(formatMoney(-1950, 'USD', 'en')).toBe('-$19.50');
    expect(formatMoney(29000, 'KRW', 'ko')).toBe('₩29,000');
    expect(formatMoney(1000, 'EUR', 'ja')).toBe('€10');
  });

  it('writes dates in the page language and drops missing or broken ones', () => {
    expect(formatBillingDate('2026-12-24T10:00:00.000Z', 'en')).toBe('December 24, 2026');
    expect(formatBillingDate('2026-12-24T10:00:00.000Z', 'ko')).toBe('2026년 12월 24일');
    expect(formatBillingDate(null, 'en')).toBe('');
    expect(formatBillingDate('soon', 'en')).toBe('');
  });
});
