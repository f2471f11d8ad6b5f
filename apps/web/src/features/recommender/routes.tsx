import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../lib/i18n/namespaces-loader.ts';
import { guardedArea } from '../account/guards/guarded-area.ts';

/*
 * The Paper Title Recommender (spec §2 "Recommender": recommender.home), a registered user's page like the
 * reference converter's. The journal search it reuses speaks the reference-results namespace.
 */
export const recommenderRoutes: RouteObject[] = [
  guardedArea('recommender', [
    {
      index: true,
      loader: namespacesLoader(['recommender', 'reference-results']),
      lazy: async () => ({ Component: (await import('./recommender-page.tsx')).RecommenderPage }),
    },
  ]),
];
