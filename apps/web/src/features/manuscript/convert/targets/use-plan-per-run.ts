import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { planPerRunOf } from './target-limits.ts';

/** The plan's manuscript conversions per run (the usage call the profile's usage tab shares), undefined while unknown. */
export function usePlanPerRun(): number | null | undefined {
  const usage = useQuery({
    queryKey: ['users', 'usage'],
    queryFn: ({ signal }) => api.call('usersUsage', undefined, { signal }),
  });
  return planPerRunOf(usage.data);
}
