import type { RouteObject } from 'react-router';
import { RequireLogin } from './guards/require-login.tsx';

/*
 * Account pages (spec §2: register, verify, authentication, users). Function-form `lazy`, as in
 * features/public/routes.tsx, so a failed chunk shows the routing error page.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'register',
    lazy: async () => ({ Component: (await import('./register/register-page.tsx')).RegisterPage }),
  },
  {
    path: 'verify',
    children: [
      {
        path: 'email-send',
        lazy: async () => ({ Component: (await import('./verify/email-send-page.tsx')).EmailSendPage }),
      },
      {
        path: 'email/:token',
        lazy: async () => ({ Component: (await import('./verify/verify-email-page.tsx')).VerifyEmailPage }),
      },
      {
        path: 'reset',
        lazy: async () => ({ Component: (await import('./verify/reset-request-page.tsx')).ResetRequestPage }),
      },
      {
        // Listed before `reset-password/:token` for readers; the router ranks static segments first anyway.
        path: 'reset-password/result',
        lazy: async () => ({ Component: (await import('./verify/reset-result-page.tsx')).ResetResultPage }),
      },
      {
        path: 'reset-password/:token',
        lazy: async () => ({
          Component: (await import('./verify/reset-password-page.tsx')).ResetPasswordPage,
        }),
      },
    ],
  },
  {
    path: 'authentication/email/:token',
    lazy: async () => ({ Component: (await import('./two-factor/code-page.tsx')).CodePage }),
  },
  {
    path: 'users',
    Component: RequireLogin,
    children: [
      {
        path: 'profile',
        lazy: async () => ({ Component: (await import('./profile/profile-page.tsx')).ProfilePage }),
      },
      {
        path: 'plan',
        lazy: async () => ({ Component: (await import('./profile/plan-page.tsx')).PlanPage }),
      },
    ],
  },
];
