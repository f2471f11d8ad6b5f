import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storedUserChange, USER_STORAGE_KEY } from './account-store.ts';
import { userQueriesKey } from './use-account-session.ts';
import { sessionQueryKey } from './use-session.ts';

/**
 * Another tab logged out, or logged in as someone else: the cookie this tab sends now names another
 * session. Drop every answer of the previous user and ask the server again, so no page shows (or saves)
 * one user's data under another's session. Pages under the login guard start over as well (it keys
 * them by the stored user).
 */
export function useOtherTabAccount(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key means the other tab cleared the whole storage.
      if (event.key !== null && event.key !== USER_STORAGE_KEY) return;
      const change = event.key === null ? 'switched' : storedUserChange(event.oldValue, event.newValue);
      if (change !== 'switched') return;
      queryClient.removeQueries({ queryKey: userQueriesKey });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
