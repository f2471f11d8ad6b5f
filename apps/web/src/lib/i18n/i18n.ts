import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '@galley/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishCommon from '../../locales/en/common.json';

type Catalogue = Record<string, unknown>;

/*
 * Only English `common` ships in the main bundle: the navbar, footer and error pages need it even when
 * nothing else could load. Every other catalogue is its own chunk, fetched by the route loaders before
 * a page in that language renders: the shell's namespaces by the root route, a page's own by the page
 * route (`namespacesLoader`). So the home page never downloads the legal texts, and no page shows raw
 * keys.
 */
const lazyFiles = import.meta.glob<Catalogue>(['../../locales/*/*.json', '!../../locales/en/common.json'], {
  import: 'default',
});

function fileParts(path: string): { locale: string; namespace: string } {
  const [locale = '', file = ''] = path.split('/').slice(-2);
  return { locale, namespace: file.replace(/\.json$/, '') };
}

export const DEFAULT_NAMESPACE = 'common';

/** What the layout itself shows (navbar, footer, user menu, login modal, banners): loaded for every page. */
export const SHELL_NAMESPACES: readonly string[] = [DEFAULT_NAMESPACE, 'account'];

/** Every namespace English ships; the catalogue test holds the other languages to the same set. */
export const NAMESPACES = [
  DEFAULT_NAMESPACE,
  ...Object.keys(lazyFiles)
    .map(fileParts)
    .filter(({ locale }) => locale === DEFAULT_LOCALE)
    .map(({ namespace }) => namespace),
].sort();

function catalogueLoader(locale: string, namespace: string): (() => Promise<Catalogue>) | undefined {
  return Object.entries(lazyFiles).find(([path]) => {
    const parts = fileParts(path);
    return parts.locale === locale && parts.namespace === namespace;
  })?.[1];
}

/**
 * A safety net, not the main road: a component asking for a namespace its route did not preload gets it
 * fetched here (and re-renders when it arrives) instead of showing keys for good.
 */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogueLoader(language, namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources: { [DEFAULT_LOCALE]: { [DEFAULT_NAMESPACE]: englishCommon } },
    // The bundled English `common` is one namespace among many still to load.
    partialBundledLanguages: true,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    // Only the shell's namespaces load with a language; pages ask for theirs.
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes output already; escaping twice would show `&amp;` to users.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Resources are in memory, so init completes synchronously and the first render has real text.
    initAsync: false,
    react: { useSuspense: false },
  });

const loading = new Map<string, Promise<void>>();

function loadCatalogue(locale: Locale, namespace: string): Promise<void> {
  const key = `${locale}/${namespace}`;
  const pending = loading.get(key);
  if (pending) return pending;
  if (i18n.hasResourceBundle(locale, namespace)) return Promise.resolve();
  const load = catalogueLoader(locale, namespace);
  if (!load) return Promise.resolve();
  const promise = load().then(
    (catalogue) => {
      i18n.addResourceBundle(locale, namespace, catalogue, true, true);
    },
    (error: unknown) => {
      // A failed chunk (a deploy replaced it, the network dropped) may succeed on the next navigation.
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, promise);
  return promise;
}

/** Fetches `namespaces` of `locale`, and of English beside it as the fallback; each only once. */
export async function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<void> {
  const locales: Locale[] = locale === DEFAULT_LOCALE ? [locale] : [DEFAULT_LOCALE, locale];
  await Promise.all(locales.flatMap((each) => namespaces.map((namespace) => loadCatalogue(each, namespace))));
}

/** Loads the shell's namespaces of `locale` and makes it the language of every `t()`. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadNamespaces(locale, SHELL_NAMESPACES);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
