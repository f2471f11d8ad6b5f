import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { LazySlot } from '../components/lazy-slot.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Spec §9: notifications close themselves after five seconds. */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

/*
 * The notifications' container (and its transitions) loads after the first render; `notifications.show`
 * only writes to a store, so a notification raised before it arrives is shown when it does.
 */
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <LazySlot>
          <Notifications position="top-right" autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
        </LazySlot>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
