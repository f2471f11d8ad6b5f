import type { LoaderFunctionArgs } from 'react-router';
import { activateLocale } from '../../lib/i18n/i18n.ts';
import { effectiveLocale, resolveLocaleParam } from '../../lib/i18n/locale-path.ts';
import { readStoredLocale } from '../../lib/i18n/locale-storage.ts';

/**
 * Runs before the route renders, so a page never shows in the previous language or as raw keys:
 * the router waits for the catalogue of the URL's language, then switches i18next to it.
 */
export async function localeLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const resolution = resolveLocaleParam(params.lang);
  const { pathname } = new URL(request.url);
  await activateLocale(effectiveLocale(resolution, pathname, readStoredLocale()));
  return null;
}
