import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';

export const sessionQueryKey = ['security', 'check-session'] as const;

/** Whether the session cookie names a signed-in user; the navbar swaps sign-up/log-in for the user menu. */
export function useSession(): UseQueryResult<{ valid: boolean }> {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => api.call('securityCheckSession', undefined, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
