import { useCallback } from 'react';
import { localePath } from '../../lib/i18n/locale-path.ts';
import { useLocale } from './use-locale.ts';

/** Builds links that stay in the current language: `lp('/pricing')` is `/ko/pricing` on Korean pages. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}
