import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export const HISTORY_PAGE_SIZE = 10;

/**
 * One page of the user's payment records, newest first; the last page stays shown while the next
 * loads. A 401 or session end is the session code's (it hears every call of the shared client).
 */
export function usePaymentHistory(page: number) {
  return useQuery({
    queryKey: ['payments', 'history', page],
    queryFn: ({ signal }) => api.call('paymentsHistory', { page, page_size: HISTORY_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}
