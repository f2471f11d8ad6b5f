import type { PlanId, UserData } from '@galley/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../../lib/api/client.ts';
import { clearStoredAccount, storeAccount } from './account-store.ts';
import { profileQueryKey } from './use-profile.ts';
import { sessionQueryKey } from './use-session.ts';

export interface AccountSession {
  /** After a login or a code check: remember the user and tell every query the session is valid. */
  signedIn(user: UserData, planType: PlanId): void;
  /** After logout, or when the server says the session is gone: forget everything user-specific. */
  signedOut(): void;
}

/** The two moments the local picture of the session changes, kept in one place so nothing is missed. */
export function useAccountSession(): AccountSession {
  const queryClient = useQueryClient();
  const signedIn = useCallback(
    (user: UserData, planType: PlanId) => {
      storeAccount(user, planType);
      queryClient.setQueryData(sessionQueryKey, { valid: true });
      queryClient.setQueryData(profileQueryKey, { user_data: user, plan_type: planType });
    },
    [queryClient],
  );
  const signedOut = useCallback(() => {
    clearStoredAccount();
    // The server dropped the session and may rotate the CSRF secret with it.
    api.forgetCsrfToken();
    queryClient.setQueryData(sessionQueryKey, { valid: false });
    queryClient.removeQueries({ queryKey: ['users'] });
  }, [queryClient]);
  return useMemo(() => ({ signedIn, signedOut }), [signedIn, signedOut]);
}
