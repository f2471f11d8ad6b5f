import type { SubscriptionResponse } from '@galley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionQueryKey } from './use-subscription.ts';

/**
 * A call that answers with the changed subscription (cancel, remove cancellation, upgrade, downgrade,
 * cancel the scheduled downgrade): the answer replaces the cached subscription, and usage (quotas follow
 * the plan) is read again.
 */
export function useSubscriptionChange<Args>(call: (args: Args) => Promise<SubscriptionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      void queryClient.invalidateQueries({ queryKey: ['users', 'usage'] });
    },
  });
}
