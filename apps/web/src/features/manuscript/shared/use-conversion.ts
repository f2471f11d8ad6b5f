import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { conversionKeys } from './conversion-query-key.ts';

/** GET get-conversion for the board's `:id` (status at the top level, spec §7); fresh on every visit. */
export function useConversion(conversionId: string | null) {
  return useQuery({
    queryKey: conversionKeys.one(conversionId ?? ''),
    queryFn: ({ signal }) => api.call('conversionGet', { conversion_id: conversionId ?? '' }, { signal }),
    enabled: conversionId !== null,
    staleTime: 0,
  });
}
