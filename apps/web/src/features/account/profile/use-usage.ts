import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** This month's use against the plan's quotas. */
export function useUsage() {
  return useQuery({
    queryKey: ['users', 'usage'],
    queryFn: ({ signal }) => api.call('usersUsage', undefined, { signal }),
  });
}
