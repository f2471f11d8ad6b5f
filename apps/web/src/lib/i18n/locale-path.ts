import { DEFAULT_LOCALE, isLocale, type Locale } from '@galley/contracts';

/**
 * What the optional first path segment (`/:lang?`) means.
 * - `default`: no prefix — English, or the stored locale when the visitor opens `/`;
 * - `locale`: a supported prefix, rendered as is;
 * - `redirect`: a prefix that looks like a locale but is not canonical — `/KO/x` becomes `/ko/x`, and an
 *   unsupported two-letter code (`/xx/pricing`) falls back to English by dropping it (`/pricing`);
 * - `not-found`: the segment is no locale at all (`/nope`), so the URL names no page.
 *
 * Top-level page paths must therefore never be two letters long.
 */
export type LocaleResolution =
  | { type: 'default' }
  | { type: 'locale'; locale: Locale }
  | { type: 'redirect'; locale: Locale }
  | { type: 'not-found' };

const LOCALE_LIKE = /^[a-z]{2}$/i;

export function resolveLocaleParam(lang: string | undefined): LocaleResolution {
  if (lang === undefined || lang === '') return { type: 'default' };
  if (isLocale(lang)) return { type: 'locale', locale: lang };
  if (!LOCALE_LIKE.test(lang)) return { type: 'not-found' };
  const lower = lang.toLowerCase();
  return { type: 'redirect', locale: isLocale(lower) ? lower : DEFAULT_LOCALE };
}

/** The path of `path` (which starts with `/`) in `locale`; English pages carry no prefix. */
export function localePath(locale: Locale, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return normalized;
  return normalized === '/' ? `/${locale}` : `/${locale}${normalized}`;
}

/** Drops a leading locale-like segment, supported or not: `/ko/about` → `/about`, `/xx` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (!LOCALE_LIKE.test(first)) return pathname === '' ? '/' : pathname;
  return `/${rest.join('/')}`;
}

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** The same page, query and hash in another locale — what the language switcher navigates to. */
export function switchLocalePath(location: LocationLike, locale: Locale): string {
  return `${localePath(locale, stripLocalePrefix(location.pathname))}${location.search}${location.hash}`;
}

/** The locale a URL renders in; `/` alone follows the visitor's stored choice. */
export function effectiveLocale(
  resolution: LocaleResolution,
  pathname: string,
  stored: Locale | null,
): Locale {
  if (resolution.type === 'locale' || resolution.type === 'redirect') return resolution.locale;
  if (resolution.type === 'default' && pathname === '/' && stored !== null) return stored;
  return DEFAULT_LOCALE;
}
