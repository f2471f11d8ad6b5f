import type { Locale } from '@galley/contracts';

/** A link into the web app for a mail: `https://host/ko/verify/email/<token>` (no prefix for English). */
export function mailLink(publicUrl: string, locale: Locale, path: string): string {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return `${publicUrl}${prefix}${path}`;
}
