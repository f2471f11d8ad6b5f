import type { Plan } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import {
  bestYearlySaving,
  formatMinorAmount,
  isFreePlan,
  minorUnitDigits,
  monthlyEquivalentMinor,
  yearlySavingPercent,
} from './price-format.ts';

const localized = (text: string) => ({ en: text, ko: text, zh: text, ja: text });

function plan(monthly: number, yearly: number): Plan {
  return {
    id: 'pro',
    sale: 'self-serve',
    name: localized('Pro'),
    description: localized('For individuals'),
    prices: {
      monthly: { amountMinor: monthly, paddlePriceId: null },
      yearly: { amountMinor: yearly, paddlePriceId: null },
    },
    quotas: {
      manuscriptConversions: { perRun: 1, perMonth: 10 },
      references: { perRun: 100, perMonth: 1000 },
    },
    features: [],
    highlighted: false,
  };
}

describe('formatMinorAmount', () => {
  it('reads cents for two-digit currencies and drops a zero fraction', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(formatMinorAmount(1900, 'USD', 'en')).toBe('$19');
    expect(formatMinorAmount(1950, 'USD', 'en')).toBe('$19.50');
  });

  it('reads whole units for currencies without a minor unit', () => {
    expect(minorUnitDigits('KRW')).toBe(0);
    expect(formatMinorAmount(29000, 'KRW', 'ko')).toBe('₩29,000');
    expect(formatMinorAmount(2900, 'JPY', 'ja')).toBe('￥2,900');
  });

  it('writes the amount the way the page language does', () => {
    expect(formatMinorAmount(1900, 'EUR', 'en')).toBe('€19');
    expect(formatMinorAmount(190000, 'USD', 'zh')).toBe('US$1,900');
  });
});

describe('yearly pricing', () => {
  it('gives the monthly equivalent of a yearly price', () => {
    expect(monthlyEquivalentMinor({ amountMinor: 19000, paddlePriceId: null })).toBe(1583);
  });

  it('rounds the saving down so it is never overstated', () => {
    // 12 × 19 = 228; 190 saves 16.67 %.
    expect(yearlySavingPercent(plan(1900, 19000).prices as NonNullable<Plan['prices']>)).toBe(16);
  });

  it('claims no saving for free plans or yearly prices that cost more', () => {
    expect(yearlySavingPercent(plan(0, 0).prices as NonNullable<Plan['prices']>)).toBeNull();
    expect(yearlySavingPercent(plan(1000, 12000).prices as NonNullable<Plan['prices']>)).toBeNull();
  });

  it('finds the best saving across plans', () => {
    expect(bestYearlySaving([plan(1900, 19000), plan(3900, 31200), plan(0, 0)])).toBe(33);
    expect(bestYearlySaving([plan(0, 0)])).toBeNull();
  });
});

describe('isFreePlan', () => {
  it('counts the free plan, which the API sells at no price, and zero-priced plans', () => {
    expect(isFreePlan({ ...plan(0, 0), id: 'free', sale: 'free', prices: null })).toBe(true);
    expect(isFreePlan(plan(0, 0))).toBe(true);
  });

  it('does not count paid or sales-only plans', () => {
    expect(isFreePlan(plan(1990, 19900))).toBe(false);
    expect(isFreePlan({ ...plan(0, 0), id: 'admin', prices: null })).toBe(false);
  });
});
