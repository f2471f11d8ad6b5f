import type { RouteObject } from 'react-router';
import { RequireLogin } from '../account/guards/require-login.tsx';
import { RequirePlan } from '../account/guards/require-plan.tsx';
import { RequireVerifiedEmail } from '../account/guards/require-verified-email.tsx';

/** The manuscript area (spec §2): login, a verified email and a permitted plan, in that order. */
export const manuscriptRoutes: RouteObject[] = [
  {
    path: 'manuscript',
    Component: RequireLogin,
    children: [
      {
        Component: RequireVerifiedEmail,
        children: [
          {
            Component: RequirePlan,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./manuscript-home-page.tsx')).ManuscriptHomePage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];
