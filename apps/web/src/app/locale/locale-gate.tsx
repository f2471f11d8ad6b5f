import { DEFAULT_LOCALE } from '@galley/contracts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../features/public/not-found/not-found-page.tsx';
import {
  effectiveLocale,
  localePath,
  resolveLocaleParam,
  switchLocalePath,
} from '../../lib/i18n/locale-path.ts';
import { readStoredLocale } from '../../lib/i18n/locale-storage.ts';
import { SiteLayout } from '../layout/site-layout.tsx';
import { LocaleContext } from './locale-context.ts';

/**
 * Turns the URL's optional first segment into the page language. Redirects happen here rather than in
 * the loader because only the client location still has the hash, which a redirect must keep.
 */
export function LocaleGate() {
  const { lang } = useParams();
  const location = useLocation();
  const resolution = resolveLocaleParam(lang);
  const stored = readStoredLocale();
  const locale = effectiveLocale(resolution, location.pathname, stored);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  if (resolution.type === 'redirect') {
    return <Navigate replace to={switchLocalePath(location, resolution.locale)} />;
  }
  if (resolution.type === 'default' && locale !== DEFAULT_LOCALE) {
    // Only the bare home page follows the stored choice (see effectiveLocale).
    return <Navigate replace to={`${localePath(locale, '/')}${location.search}${location.hash}`} />;
  }
  return (
    <LocaleContext value={locale}>
      <SiteLayout>{resolution.type === 'not-found' ? <NotFoundPage /> : <Outlet />}</SiteLayout>
    </LocaleContext>
  );
}
