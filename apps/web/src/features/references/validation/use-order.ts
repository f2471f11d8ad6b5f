import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** The same key as results/use-reference-order.ts, so steps 2–4 share one cached order. */
export const orderQueryKey = (orderId: string) => ['reference', 'order', orderId] as const;

/** GET reference-order: the order, its references and their verdicts. */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => api.call('referenceOrder', { reference_order: orderId }, { signal }),
    staleTime: 0,
  });
}
