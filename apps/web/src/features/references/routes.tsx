import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../lib/i18n/namespaces-loader.ts';
import { guardedArea } from '../account/guards/guarded-area.ts';

const pageLoader = namespacesLoader(['references']);

/*
 * The Reference Converter (spec §2 "Reference"): guarded as the manuscript area is — login, a verified
 * email, a permitted plan — then the four steps' pages. The result page (step 4) belongs to
 * features/references/results.
 */
export const referenceRoutes: RouteObject[] = [
  guardedArea('reference', [
    {
      index: true,
      loader: pageLoader,
      lazy: async () => ({
        Component: (await import('./input/reference-input-page.tsx')).ReferenceInputPage,
      }),
    },
    {
      path: 'bibliography/validate',
      loader: pageLoader,
      lazy: async () => ({
        Component: (await import('./validation/reference-validate-page.tsx')).ReferenceValidatePage,
      }),
    },
    {
      path: 'bibliography/result',
      loader: namespacesLoader(['references', 'reference-results']),
      lazy: async () => ({
        Component: (await import('./results/reference-result-page.tsx')).ReferenceResultPage,
      }),
    },
  ]),
];
