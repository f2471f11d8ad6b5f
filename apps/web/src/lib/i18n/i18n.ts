import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '@galley/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishCommon from '../../locales/en/common.json';

type Catalogue = Record<string, unknown>;

/*
 * Only English `common` ships in the main bundle: the navbar, footer and error pages need it even when
 * nothing else could load. Every other catalogue is its own chunk, fetched by the root route's loader
 * before a page in that language renders, so no visitor downloads four copies of the legal texts and
 * no page ever shows raw keys.
 */
const lazyFiles = import.meta.glob<Catalogue>(['../../locales/*/*.json', '!../../locales/en/common.json'], {
  import: 'default',
});

function fileParts(path: string): { locale: string; namespace: string } {
  const [locale = '', file = ''] = path.split('/').slice(-2);
  return { locale, namespace: file.replace(/\.json$/, '') };
}

export const DEFAULT_NAMESPACE = 'common';

/** Every namespace English ships; the catalogue test holds the other languages to the same set. */
export const NAMESPACES = [
  DEFAULT_NAMESPACE,
  ...Object.keys(lazyFiles)
    .map(fileParts)
    .filter(({ locale }) => locale === DEFAULT_LOCALE)
    .map(({ namespace }) => namespace),
].sort();

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LOCALE]: { [DEFAULT_NAMESPACE]: englishCommon } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  ns: NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  // React escapes output already; escaping twice would show `&amp;` to users.
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are in memory, so init completes synchronously and the first render has real text.
  initAsync: false,
  react: { useSuspense: false },
});

const loading = new Map<Locale, Promise<void>>();

function loadCatalogues(locale: Locale): Promise<void> {
  const pending = loading.get(locale);
  if (pending) return pending;
  const files = Object.entries(lazyFiles).filter(([path]) => fileParts(path).locale === locale);
  const promise = Promise.all(
    files.map(async ([path, load]) => {
      i18n.addResourceBundle(locale, fileParts(path).namespace, await load(), true, true);
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      // A failed chunk (a deploy replaced it, the network dropped) may succeed on the next navigation.
      loading.delete(locale);
      throw error;
    },
  );
  loading.set(locale, promise);
  return promise;
}

/** Fetches every namespace of `locale`, and English beside it as the fallback; each only once. */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([loadCatalogues(DEFAULT_LOCALE), loadCatalogues(locale)]);
}

/** Loads `locale` and makes it the language of every `t()`; resolves when the switch is complete. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
