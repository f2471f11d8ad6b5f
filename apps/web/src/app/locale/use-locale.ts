import type { Locale } from '@galley/contracts';
import { useContext } from 'react';
import { LocaleContext } from './locale-context.ts';

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
