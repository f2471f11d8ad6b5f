import type { PlansResponse } from '@galley/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export const plansQueryKey = ['payments', 'plans'] as const;

export function usePlans(): UseQueryResult<PlansResponse> {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => api.call('paymentsPlans', undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}
