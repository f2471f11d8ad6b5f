import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { orderStepScope } from './order-step-scope.ts';

/** "Reset": the order goes back to step 1 (the caller then opens the input page), after any style save in flight. */
export function useResetOrder(orderId: string) {
  return useMutation({
    scope: orderStepScope(orderId),
    mutationFn: () => api.call('referenceUpdateOrderStep', { reference_order: orderId, step: 1 }),
  });
}
