import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { conversionKeys } from '../shared/conversion-query-key.ts';
import { conditionOf, type DashboardFilter } from './status-filter.ts';

/** One page of My Conversions under a filter; the previous page stays on screen while the next loads. */
export function useConversionList(page: number, filter: DashboardFilter) {
  return useQuery({
    queryKey: conversionKeys.list(page, filter),
    queryFn: ({ signal }) => api.call('conversionList', { page, condition: conditionOf(filter) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
