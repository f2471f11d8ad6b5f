import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('reads cents for a two-decimal currency, in the locale’s way', () => {
    expect(formatMoney(1990, 'USD', 'en')).toBe('$19.90');
    expect(formatMoney(1990, 'EUR', 'en')).toBe('€19.90');
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
  });

  it('shifts no decimals for zero-decimal currencies such as won and yen', () => {
    expect(formatMoney(29000, 'KRW', 'ko')).toBe('₩29,000');
    expect(formatMoney(2900, 'JPY', 'ja')).toBe('￥2,900');
  });

  it('accepts a lower-case currency code and keeps the sign of a refund', () => {
    expect(formatMoney(-500, 'usd', 'en')).toBe('-$5.00');
  });
});
