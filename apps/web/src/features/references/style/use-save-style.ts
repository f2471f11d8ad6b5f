import type { ReferenceStyle } from '@galley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { referenceOrderKey } from '../results/use-reference-order.ts';

/**
 * Saves the style as the server asks: step 3 with the style, then step 4 (the result page), so an order is
 * never at step 4 without a style. The order's cached copy is dropped so the result page reads it fresh.
 */
export function useSaveStyle(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (style: ReferenceStyle) => {
      await api.call('referenceUpdateOrderStep', { reference_order: orderId, step: 3, style });
      return api.call('referenceUpdateOrderStep', { reference_order: orderId, step: 4, style });
    },
    // Not awaited: the caller navigates at once, and the result page reads the order afresh anyway.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: referenceOrderKey(orderId) });
    },
    // The panel shows the failure itself, beside its button.
    onError: () => undefined,
  });
}
