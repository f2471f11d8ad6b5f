import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../lib/i18n/namespaces-loader.ts';
import { guardedArea } from '../account/guards/guarded-area.ts';
import { convertRoutes } from './convert/convert-routes.ts';

const areaLoader = namespacesLoader(['manuscript', 'manuscript-dashboard']);
const boardLoader = namespacesLoader(['manuscript']);

/*
 * The manuscript area (spec §2): login, a verified email and a permitted plan, in that order; then the guide,
 * My Conversions and one conversion's board pages under conversionBoard/:id. Each board page is its own
 * entry in `boardPages` (confirm/:stepValue and convert pages are added by their owners).
 */
const boardPages: RouteObject[] = [
  {
    index: true,
    loader: boardLoader,
    lazy: async () => ({
      Component: (await import('./shared/conversion-board-main-page.tsx')).ConversionBoardMainPage,
    }),
  },
  {
    path: 'upload',
    loader: boardLoader,
    lazy: async () => ({ Component: (await import('./upload/upload-page.tsx')).UploadPage }),
  },
  {
    path: 'uploading',
    loader: boardLoader,
    lazy: async () => ({ Component: (await import('./auto-tag/auto-tag-page.tsx')).AutoTagPage }),
  },
  {
    path: 'confirm/:stepValue',
    loader: namespacesLoader(['manuscript', 'manuscript-confirm']),
    lazy: async () => ({
      Component: (await import('./confirm/confirm-board-page.tsx')).ConfirmBoardPage,
    }),
  },
  ...convertRoutes,
];

export const manuscriptRoutes: RouteObject[] = [
  guardedArea('manuscript', [
    {
      index: true,
      loader: areaLoader,
      lazy: async () => ({
        Component: (await import('./manuscript-home-page.tsx')).ManuscriptHomePage,
      }),
    },
    {
      path: 'dashboard',
      loader: areaLoader,
      lazy: async () => ({
        Component: (await import('./dashboard/dashboard-page.tsx')).DashboardPage,
      }),
    },
    { path: 'conversionBoard/:id', children: boardPages },
  ]),
];
