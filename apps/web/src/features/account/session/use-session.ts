import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export const sessionQueryKey = ['security', 'check-session'] as const;

/**
 * Whether the session cookie names a signed-in user; the navbar swaps sign-up/log-in for the user
 * menu. Guards of the users pages pass `fresh` to ask the server again on every visit.
 */
export function useSession({ fresh = false }: { fresh?: boolean } = {}): UseQueryResult<{ valid: boolean }> {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => api.call('securityCheckSession', undefined, { signal }),
    staleTime: fresh ? 0 : 5 * 60_000,
    refetchOnMount: fresh ? 'always' : true,
    retry: false,
  });
}
