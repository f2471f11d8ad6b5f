import type { PlanId, UserData } from '@galley/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../../lib/api/client.ts';
import { clearStoredAccount, storeAccount } from './account-store.ts';
import { profileQueryKey } from './use-profile.ts';
import { sessionQueryKey } from './use-session.ts';

/** Every query whose answer belongs to one user (profile, usage, plan permission, …). */
export const userQueriesKey = ['users'] as const;

export interface AccountSession {
  /**
   * After a login or a code check: forget whatever the previous user left in the cache, remember this
   * user and tell every query the session is valid.
   */
  signedIn(user: UserData, planType: PlanId): void;
  /** After the signed-in user's own details changed (profile saved): the same user, refreshed. */
  userUpdated(user: UserData, planType: PlanId): void;
  /** After logout, or when the server says the session is gone: forget everything user-specific. */
  signedOut(): void;
}

/** The moments the local picture of the session changes, kept in one place so nothing is missed. */
export function useAccountSession(): AccountSession {
  const queryClient = useQueryClient();
  const userUpdated = useCallback(
    (user: UserData, planType: PlanId) => {
      storeAccount(user, planType);
      queryClient.setQueryData(profileQueryKey, { user_data: user, plan_type: planType });
    },
    [queryClient],
  );
  const signedIn = useCallback(
    (user: UserData, planType: PlanId) => {
      // The modal can be reached while someone else's answers are cached (usage, plan permission).
      queryClient.removeQueries({ queryKey: userQueriesKey });
      queryClient.setQueryData(sessionQueryKey, { valid: true });
      userUpdated(user, planType);
    },
    [queryClient, userUpdated],
  );
  const signedOut = useCallback(() => {
    clearStoredAccount();
    // The server dropped the session and may rotate the CSRF secret with it.
    api.forgetCsrfToken();
    queryClient.setQueryData(sessionQueryKey, { valid: false });
    queryClient.removeQueries({ queryKey: userQueriesKey });
  }, [queryClient]);
  return useMemo(() => ({ signedIn, userUpdated, signedOut }), [signedIn, userUpdated, signedOut]);
}
