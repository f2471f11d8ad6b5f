import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.tsx';
import { adminRoutes } from '../features/admin/routes.tsx';
import { bulletinRoutes } from '../features/bulletin/routes.tsx';
import { manuscriptRoutes } from '../features/manuscript/routes.tsx';
import { NotFoundPage } from '../features/public/not-found/not-found-page.tsx';
import { publicRoutes } from '../features/public/routes.tsx';
import { recommenderRoutes } from '../features/recommender/routes.tsx';
import { referenceRoutes } from '../features/references/routes.tsx';
import { templateRoutes } from '../features/templates/routes.tsx';
import { RootErrorPage } from './errors/root-error-page.tsx';
import { RoutingErrorPage } from './errors/routing-error-page.tsx';
import { PageLoader } from './layout/page-loader.tsx';
import { LocaleGate } from './locale/locale-gate.tsx';
import { localeLoader } from './locale/locale-loader.ts';

/**
 * Every page sits under an optional locale prefix: `/pricing`, `/ko/pricing`. The gate resolves the
 * prefix (redirecting `/xx/…` to English, rendering 404 for a first segment that is no locale), the
 * loader fetches that language's catalogue before anything renders, and each area contributes its own
 * child routes — add an area by spreading its `routes.tsx` next to `publicRoutes`.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/:lang?',
    loader: localeLoader,
    Component: LocaleGate,
    HydrateFallback: PageLoader,
    // Last resort when the shell itself failed: a bare page, since the layout may be what broke.
    ErrorBoundary: RootErrorPage,
    children: [
      {
        // A page that fails to load or render shows the routing error inside the layout, navbar intact.
        ErrorBoundary: RoutingErrorPage,
        children: [
          ...publicRoutes,
          ...accountRoutes,
          ...manuscriptRoutes,
          ...templateRoutes,
          ...referenceRoutes,
          ...recommenderRoutes,
          ...adminRoutes,
          ...bulletinRoutes,
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
