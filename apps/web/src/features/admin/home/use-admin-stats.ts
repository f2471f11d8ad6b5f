import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../shared/admin-api.ts';
import { adminKeys } from '../shared/admin-query-keys.ts';

/** Conversions and reference orders per day over the last `days` days (UTC), and the storage held. */
export function useAdminStats(days: number) {
  return useQuery({
    queryKey: adminKeys.stats(days),
    queryFn: ({ signal }) => adminApi.call('stats', { days }, { signal }),
  });
}

export type AdminStatsQueryResult = ReturnType<typeof useAdminStats>;
