import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../lib/i18n/namespaces-loader.ts';

/** The public bulletin (spec §2): a bulletin route whose empty child is the bulletin home, open to anyone. */
export const bulletinRoutes: RouteObject[] = [
  {
    path: 'bulletin',
    children: [
      {
        index: true,
        loader: namespacesLoader(['bulletin']),
        lazy: async () => ({ Component: (await import('./bulletin-page.tsx')).BulletinPage }),
      },
    ],
  },
];
