import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../lib/i18n/namespaces-loader.ts';

/*
 * Account pages (spec §2: register, verify, authentication, users). Function-form `lazy`, as in
 * features/public/routes.tsx, so a failed chunk shows the routing error page. The `account` catalogue
 * comes with the shell; the profile pages load `profile` beside it.
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
    lazy: async () => ({ Component: (await import('./guards/require-login.tsx')).RequireLogin }),
    children: [
      {
        path: 'profile',
        loader: namespacesLoader(['profile', 'invoices', 'billing']),
        lazy: async () => ({ Component: (await import('./profile/profile-page.tsx')).ProfilePage }),
      },
      {
        path: 'plan',
        loader: namespacesLoader(['billing', 'pricing']),
        lazy: async () => ({ Component: (await import('../billing/plans/plan-page.tsx')).PlanPage }),
      },
      {
        path: 'payment',
        loader: namespacesLoader(['billing']),
        lazy: async () => ({
          Component: (await import('../billing/subscription/payment-page.tsx')).PaymentPage,
        }),
      },
      {
        path: 'checkout',
        loader: namespacesLoader(['billing']),
        lazy: async () => ({
          Component: (await import('../billing/checkout/checkout-page.tsx')).CheckoutPage,
        }),
      },
      {
        path: 'payment-success',
        loader: namespacesLoader(['billing', 'pricing']),
        lazy: async () => ({
          Component: (await import('../billing/checkout/payment-success-page.tsx')).PaymentSuccessPage,
        }),
      },
      {
        path: 'invoices/:transactionId',
        loader: namespacesLoader(['invoices']),
        lazy: async () => ({ Component: (await import('../billing/invoices/invoice-page.tsx')).InvoicePage }),
      },
    ],
  },
];
