import type { ProfileResponse } from '@galley/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api/client.ts';
import { storeAccount } from './account-store.ts';

export const profileQueryKey = ['users', 'profile'] as const;

/**
 * The signed-in user from the server, the truth behind the stored copy: each answer refreshes
 * localStorage. Runs only while the session is valid (`enabled`).
 */
export function useProfile({
  enabled,
  fresh = false,
}: {
  enabled: boolean;
  fresh?: boolean;
}): UseQueryResult<ProfileResponse> {
  const query = useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => api.call('usersProfile', undefined, { signal }),
    enabled,
    staleTime: fresh ? 0 : 60_000,
    refetchOnMount: fresh ? 'always' : true,
    retry: false,
  });
  useEffect(() => {
    if (query.data) storeAccount(query.data.user_data, query.data.plan_type);
  }, [query.data]);
  return query;
}
