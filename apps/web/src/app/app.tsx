import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { LazySlot } from '../components/lazy-slot.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { cssVariablesResolver } from './theme.ts';
import { useLocalisedTheme } from './use-localised-theme.ts';

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
      <ThemedApp>
        <LazySlot>
          <Notifications position="top-right" autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
        </LazySlot>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemedApp>
    </I18nextProvider>
  );
}

/** Mantine with the theme in the page language (inside I18nextProvider, so it follows a language switch). */
function ThemedApp({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={useLocalisedTheme()}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}
