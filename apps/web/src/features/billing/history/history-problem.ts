import { ApiError } from '../../../lib/api/api-error.ts';

/** Spec §8: payment history's 404 is a not-found warning, 403 a no-permission error, else a load error. */
export type HistoryProblem = 'notFound' | 'forbidden' | 'loadFailed';

export function historyProblem(error: unknown): HistoryProblem {
  if (error instanceof ApiError && error.status === 404) return 'notFound';
  if (error instanceof ApiError && error.status === 403) return 'forbidden';
  return 'loadFailed';
}
