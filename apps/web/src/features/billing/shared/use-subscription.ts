import type { SubscriptionResponse } from '@galley/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { hasPaidSubscription } from '../plans/plan-offer.ts';

export const subscriptionQueryKey = ['payments', 'subscription'] as const;

const POLL_MS = 1_500;

/**
 * The user's subscription (spec §3). `pollUntilPaid`: Paddle's webhooks arrive after the checkout comes
 * back, so the payment-success page asks again until the paid plan shows.
 */
export function useSubscription(
  options: { enabled?: boolean; pollUntilPaid?: boolean } = {},
): UseQueryResult<SubscriptionResponse> {
  const { enabled = true, pollUntilPaid = false } = options;
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => api.call('paymentsSubscription', undefined, { signal }),
    staleTime: pollUntilPaid ? 0 : 60_000,
    enabled,
    refetchInterval: (query) =>
      pollUntilPaid && !(query.state.data && hasPaidSubscription(query.state.data)) ? POLL_MS : false,
  });
}
