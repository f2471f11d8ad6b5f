import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';

/** GET check-conversion-expired: a complete conversion's files are gone 30 days after completion (spec §4). */
export function useConversionExpired(conversionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['conversions', 'expired', conversionId],
    queryFn: ({ signal }) => api.call('conversionCheckExpired', { conversion_id: conversionId }, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
