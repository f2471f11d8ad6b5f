import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export const referenceOrderKey = (orderId: string | null) => ['reference', 'order', orderId] as const;

/** GET reference-order: the order with its references, verdicts and chosen style (null id → idle). */
export function useReferenceOrder(orderId: string | null) {
  return useQuery({
    queryKey: referenceOrderKey(orderId),
    queryFn: ({ signal }) => api.call('referenceOrder', { reference_order: orderId ?? '' }, { signal }),
    enabled: orderId !== null,
    staleTime: 0,
  });
}
