import type { ReferenceOrderResponse, ReferenceStyle } from '@galley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { orderStepScope } from './order-step-scope.ts';
import { referenceOrderKey } from './use-reference-order.ts';

/**
 * A style chosen on the result page, stored with the order (step 4 with the style), so it follows the
 * order across reloads, tabs and devices. Saves run one after another, and before a Reset that follows them (one
 * scope per order, orderStepScope): the last choice is the one the server keeps.
 */
export function useKeepStyle(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: orderStepScope(orderId),
    mutationFn: (style: ReferenceStyle) =>
      api.call('referenceUpdateOrderStep', { reference_order: orderId, step: 4, style }),
    onSuccess: ({ step, style }) => {
      client.setQueryData<ReferenceOrderResponse>(
        referenceOrderKey(orderId),
        (order) => order && { ...order, step, style },
      );
    },
    // The page shows the failure itself, beside the format chooser.
    onError: () => undefined,
  });
}
