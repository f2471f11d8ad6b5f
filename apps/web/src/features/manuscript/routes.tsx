import type { RouteObject } from 'react-router';

/** The manuscript area (spec §2): login, a verified email and a permitted plan, in that order. */
export const manuscriptRoutes: RouteObject[] = [
  {
    path: 'manuscript',
    lazy: async () => ({ Component: (await import('../account/guards/require-login.tsx')).RequireLogin }),
    children: [
      {
        lazy: async () => ({
          Component: (await import('../account/guards/require-verified-email.tsx')).RequireVerifiedEmail,
        }),
        children: [
          {
            lazy: async () => ({
              Component: (await import('../account/guards/require-plan.tsx')).RequirePlan,
            }),
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
