import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** GET default-setting: the template used while the order has no style of its own. */
export function useDefaultSetting(enabled: boolean) {
  return useQuery({
    queryKey: ['reference', 'default-setting'],
    queryFn: ({ signal }) => api.call('referenceDefaultSetting', undefined, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
