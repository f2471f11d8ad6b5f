import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';

/** The author's latest conversions (first page), to take a tagged title and abstract from. */
export function useOwnConversions(enabled: boolean) {
  return useQuery({
    queryKey: ['conversions', 'list', 'recommender'],
    queryFn: ({ signal }) => api.call('conversionList', { page: 1 }, { signal }),
    enabled,
  });
}
