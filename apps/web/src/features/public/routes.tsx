import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../lib/i18n/namespaces-loader.ts';
import { NotFoundPage } from './not-found/not-found-page.tsx';

/*
 * The function form of `lazy`, not the object form: React Router 7.18 does not await an object-form
 * `Component` on routes without a loader, so a chunk that fails to load (a tab left open across a
 * deploy) rendered a blank page instead of the routing error page. e2e/public-site/routing-error.spec.ts
 * holds this.
 */

/**
 * Pages anyone may visit (spec §2, public routes). Each page is its own chunk, fetched on first visit,
 * while its loader fetches the page's catalogues in the URL's language.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    loader: namespacesLoader(['home', 'bulletin']),
    lazy: async () => ({ Component: (await import('./home/home-page.tsx')).HomePage }),
  },
  {
    path: 'about',
    loader: namespacesLoader(['about']),
    lazy: async () => ({ Component: (await import('./about/about-page.tsx')).AboutPage }),
  },
  {
    path: 'document',
    loader: namespacesLoader(['document']),
    lazy: async () => ({ Component: (await import('./document/document-page.tsx')).DocumentPage }),
  },
  {
    path: 'pricing',
    loader: namespacesLoader(['pricing']),
    lazy: async () => ({ Component: (await import('./pricing/pricing-page.tsx')).PricingPage }),
  },
  {
    path: 'privacy',
    loader: namespacesLoader(['legal']),
    lazy: async () => ({ Component: (await import('./legal/privacy-page.tsx')).PrivacyPage }),
  },
  {
    path: 'terms',
    loader: namespacesLoader(['legal']),
    lazy: async () => ({ Component: (await import('./legal/terms-page.tsx')).TermsPage }),
  },
  // Bundled rather than lazy: the locale gate also renders it for URLs no route matches.
  { path: '404', Component: NotFoundPage },
];
