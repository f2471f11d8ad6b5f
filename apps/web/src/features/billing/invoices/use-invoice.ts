import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** One of the user's invoices; another user's (or none) is a 404, which the shared client does not retry. */
export function useInvoice(transactionId: string) {
  return useQuery({
    queryKey: ['payments', 'transaction', transactionId],
    queryFn: ({ signal }) =>
      api.call('paymentsTransaction', undefined, { params: { id: transactionId }, signal }),
  });
}
