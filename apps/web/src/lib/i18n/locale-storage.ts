import { isLocale, type Locale } from '@galley/contracts';
import { readStorage, writeStorage } from '../storage/safe-storage.ts';

/** The key is part of the product spec (§2): the visitor's language choice lives under `user-locale`. */
export const LOCALE_STORAGE_KEY = 'user-locale';

export function readStoredLocale(): Locale | null {
  const value = readStorage('local', LOCALE_STORAGE_KEY);
  return isLocale(value) ? value : null;
}

export function storeLocale(locale: Locale): void {
  writeStorage('local', LOCALE_STORAGE_KEY, locale);
}
