import type { Locale } from '@galley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api/client.ts';
import { useAccountSession } from './use-account-session.ts';
import { useStoredAccount } from './use-stored-account.ts';

/**
 * Remembers a signed-in user's language choice on their account (POST /users/locale/), so the mails the
 * server sends them (login codes, links) are in the language they now read. Visitors have no account to
 * write to: login sends the page's language instead.
 */
export function useSaveLocale(): (locale: Locale) => void {
  const account = useStoredAccount();
  const { userUpdated } = useAccountSession();
  const { mutate } = useMutation({
    mutationFn: (locale: Locale) => api.call('usersLocale', { locale }),
    onSuccess: ({ locale }) => {
      if (account) userUpdated({ ...account.user, locale }, account.planType);
    },
  });
  return useCallback(
    (locale: Locale) => {
      if (account && account.user.locale !== locale) mutate(locale);
    },
    [account, mutate],
  );
}
