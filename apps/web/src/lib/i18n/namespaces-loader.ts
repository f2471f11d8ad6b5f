import type { LoaderFunction } from 'react-router';
import { loadNamespaces } from './i18n.ts';
import { effectiveLocale, resolveLocaleParam } from './locale-path.ts';
import { readStoredLocale } from './locale-storage.ts';

/**
 * A page route's loader: fetches the page's catalogues in the URL's language, in parallel with the root
 * loader (the shell's catalogues) and the page's own chunk, so the page renders with its text in place.
 */
export function namespacesLoader(namespaces: readonly string[]): LoaderFunction {
  return async ({ params, request }) => {
    const locale = effectiveLocale(
      resolveLocaleParam(params.lang),
      new URL(request.url).pathname,
      readStoredLocale(),
    );
    await loadNamespaces(locale, namespaces);
    return null;
  };
}
