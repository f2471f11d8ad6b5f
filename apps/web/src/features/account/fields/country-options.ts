import type { Locale } from '@galley/contracts';
import { COUNTRY_CODES } from './country-codes.ts';

export interface CountryOption {
  value: string;
  label: string;
}

/** The country select's entries in `locale`: localized names, sorted the way readers of it expect. */
export function countryOptions(locale: Locale): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
