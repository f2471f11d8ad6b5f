import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** Whether the user's plan permits the services; asked anew on every visit of a guarded page. */
export function usePlanPermission() {
  return useQuery({
    queryKey: ['users', 'plan-permission'],
    queryFn: ({ signal }) => api.call('usersPlanPermission', undefined, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}
