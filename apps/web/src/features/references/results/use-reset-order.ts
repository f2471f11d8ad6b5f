import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** "Reset": the order goes back to step 1 (the caller then opens the input page). */
export function useResetOrder(orderId: string) {
  return useMutation({
    mutationFn: () => api.call('referenceUpdateOrderStep', { reference_order: orderId, step: 1 }),
  });
}
