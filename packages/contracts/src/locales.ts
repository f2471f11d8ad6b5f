import { z } from 'zod';

/** The UI languages Galley ships complete catalogues for; the first is the fallback. */
export const SUPPORTED_LOCALES = ['en', 'ko', 'zh', 'ja'] as const;
export const DEFAULT_LOCALE = 'en';

export const Locale = z.enum(SUPPORTED_LOCALES);
export type Locale = z.infer<typeof Locale>;

export function isLocale(value: unknown): value is Locale {
  return Locale.safeParse(value).success;
}

/** Text the server configures for users, given in every UI language. */
export const LocalizedText = z.object({
  en: z.string().min(1),
  ko: z.string().min(1),
  zh: z.string().min(1),
  ja: z.string().min(1),
});
export type LocalizedText = z.infer<typeof LocalizedText>;
