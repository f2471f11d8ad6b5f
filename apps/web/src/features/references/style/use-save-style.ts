import type { ReferenceOrderResponse, ReferenceStyle } from '@galley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { referenceOrderKey } from '../results/use-reference-order.ts';

/**
 * Saves the style as the server asks: step 3 with the style, then step 4 (the result page), so an order is
 * never at step 4 without a style. The cached order takes the new step and style at once — the result page
 * opens on it and must not see the old step (Invalid Approach) while a fresh copy loads.
 */
export function useSaveStyle(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (style: ReferenceStyle) => {
      await api.call('referenceUpdateOrderStep', { reference_order: orderId, step: 3, style });
      return api.call('referenceUpdateOrderStep', { reference_order: orderId, step: 4, style });
    },
    onSuccess: ({ step, style }) => {
      const key = referenceOrderKey(orderId);
      client.setQueryData<ReferenceOrderResponse>(key, (order) => order && { ...order, step, style });
      void client.invalidateQueries({ queryKey: key });
    },
    // The panel shows the failure itself, beside its button.
    onError: () => undefined,
  });
}
