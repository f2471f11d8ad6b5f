import type { UseQueryResult } from '@tanstack/react-query';
import type { Answer } from './guard-decisions.ts';

/**
 * A query as a guard sees it. With `fresh`, a cached answer does not count until the server has been
 * asked again since the guard mounted: a user verified or logged out in another tab is judged anew.
 */
export function answerOf<T>(query: UseQueryResult<T>, fresh: boolean): Answer<T> {
  const current = !fresh || query.isFetchedAfterMount;
  return { settled: query.isSuccess && current, failed: query.isError && current, data: query.data };
}
