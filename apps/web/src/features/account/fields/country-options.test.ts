import { CountryCode } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes.ts';
import { countryOptions } from './country-options.ts';

describe('countryOptions', () => {
  it('offers every code once, each one the API accepts', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.length).toBe(249);
    for (const code of COUNTRY_CODES) expect(CountryCode.parse(code)).toBe(code);
  });

  it('names countries in the page language, sorted for its readers', () => {
    const korean = countryOptions('ko');
    expect(korean.find((option) => option.value === 'KR')?.label).toBe('대한민국');
    expect(countryOptions('ja').find((option) => option.value === 'JP')?.label).toBe('日本');
    const english = countryOptions('en').map((option) => option.label);
    expect(english.indexOf('Germany')).toBeLessThan(english.indexOf('Japan'));
  });
});
