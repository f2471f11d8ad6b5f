import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../../lib/i18n/namespaces-loader.ts';

const loader = namespacesLoader(['manuscript', 'manuscript-convert']);

/** The convert step and the convert status, children of `conversionBoard/:id` (spec §2 Manuscript). */
export const convertRoutes: RouteObject[] = [
  {
    path: 'convert',
    loader,
    lazy: async () => ({ Component: (await import('./convert-page.tsx')).ConvertPage }),
  },
  {
    path: 'convertStatus',
    loader,
    lazy: async () => ({ Component: (await import('./status/convert-status-page.tsx')).ConvertStatusPage }),
  },
];
