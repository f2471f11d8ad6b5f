import { type BulletinTexts, DEFAULT_LOCALE, type Locale } from '@galley/contracts';

/** A notice's words in the reader's language, else English, else any language it has. */
export function pickNoticeText(
  texts: BulletinTexts,
  locale: Locale,
): { title: string; body: string } | undefined {
  return texts[locale] ?? texts[DEFAULT_LOCALE] ?? Object.values(texts)[0];
}
