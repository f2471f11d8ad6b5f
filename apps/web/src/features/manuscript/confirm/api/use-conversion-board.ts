import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { conversionKeys } from '../../shared/conversion-query-key.ts';

/** The board's data (step data, stored HTML, the tagger's ranges); fetched afresh for every step. */
export function useConversionBoard(id: string) {
  return useQuery({
    queryKey: conversionKeys.board(id),
    queryFn: ({ signal }) => api.call('conversionGetBoard', { conversion_id: id }, { signal }),
    staleTime: 0,
    retry: false,
  });
}
