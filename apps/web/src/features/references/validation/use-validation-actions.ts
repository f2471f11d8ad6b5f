import type { ComparedField, ReferenceOrderItem, ReferenceOrderResponse } from '@galley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { notifyReferenceError } from '../shared/notify-reference-error.ts';
import { orderQueryKey } from './use-order.ts';

/**
 * Step 2's actions on an order: check one reference again (a N/A row), retry or continue after an
 * outage, and take PubMed's values into a reference. Failures notify in the
 * converter's words; a subscription limit is the page's modal.
 */
export function useValidationActions(orderId: string) {
  const queryClient = useQueryClient();
  const key = orderQueryKey(orderId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const retryReference = useMutation({
    mutationFn: (index: number) =>
      api.call('referenceValidation', { reference_order: orderId, reference_index: index }),
    onSuccess: refresh,
    onError: notifyReferenceError,
  });
  const afterOutage = useMutation({
    mutationFn: (action: 'retry' | 'continue') =>
      api.call('referenceUpdateAiRelatedData', { reference_order: orderId, action }),
    onSuccess: refresh,
    onError: notifyReferenceError,
  });
  const takePubmed = useMutation({
    mutationFn: ({ index, take }: { index: number; take: ComparedField[] }) =>
      api.call('referenceUpdateItem', { reference_order: orderId, reference_index: index, take }),
    // The answer is the reference as GET shows it: put it in place, the other rows keep their identity.
    onSuccess: (updated: ReferenceOrderItem) =>
      queryClient.setQueryData<ReferenceOrderResponse>(
        key,
        (order) =>
          order && {
            ...order,
            references: order.references.map((reference) =>
              reference.index === updated.index ? updated : reference,
            ),
          },
      ),
    onError: notifyReferenceError,
  });
  return { retryReference, afterOutage, takePubmed };
}
