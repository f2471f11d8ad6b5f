import { DEFAULT_LOCALE, type Locale } from '@galley/contracts';
import { createContext } from 'react';

/** The language of the current URL, as resolved by the locale gate. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
