import type { RouteObject } from 'react-router';

/**
 * A signed-in area of the site (spec §2: manuscript, reference): login, a verified email and a permitted
 * plan, checked in that order, around the area's pages. Function-form `lazy` so a failed chunk shows the
 * routing error page.
 */
export function guardedArea(path: string, pages: RouteObject[]): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await import('./require-login.tsx')).RequireLogin }),
    children: [
      {
        lazy: async () => ({
          Component: (await import('./require-verified-email.tsx')).RequireVerifiedEmail,
        }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./require-plan.tsx')).RequirePlan }),
            children: pages,
          },
        ],
      },
    ],
  };
}
