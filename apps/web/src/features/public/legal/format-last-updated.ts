import type { Locale } from '@galley/contracts';

/** The date both legal documents were last revised (13 July 2025). */
const LAST_UPDATED = Date.UTC(2025, 6, 13);

const INTL_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en-GB',
  ko: 'ko-KR',
  zh: 'zh-CN',
  ja: 'ja-JP',
};

/** The revision date in the page's language: "13 July 2025", "2025년 7월 13일", "2025年7月13日". */
export function formatLastUpdated(locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    LAST_UPDATED,
  );
}
