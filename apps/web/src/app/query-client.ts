import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/api-error.ts';
import { notifyError } from '../lib/notifications/notify-error.ts';

const MAX_RETRIES = 2;

/** A 4xx will answer the same way again; only network trouble and 5xx are worth a retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    // Queries render their own error states; a failed action has no place on the page, so it notifies.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.options.onError) notifyError(error);
      },
    }),
  });
}
