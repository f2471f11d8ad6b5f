import type { RouteObject } from 'react-router';
import { guardedArea } from '../account/guards/guarded-area.ts';

/** The manuscript area (spec §2): login, a verified email and a permitted plan, in that order. */
export const manuscriptRoutes: RouteObject[] = [
  guardedArea('manuscript', [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('./manuscript-home-page.tsx')).ManuscriptHomePage,
      }),
    },
  ]),
];
