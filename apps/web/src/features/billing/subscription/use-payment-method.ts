import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** The card on file (brand, last four, expiry); asked only with a live subscription (else the server 404s). */
export function usePaymentMethod(enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'payment-method'],
    queryFn: ({ signal }) => api.call('paymentsPaymentMethod', undefined, { signal }),
    enabled,
    retry: false,
  });
}
