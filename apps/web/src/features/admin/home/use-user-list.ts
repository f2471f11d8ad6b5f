import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../shared/admin-api.ts';
import { adminKeys } from '../shared/admin-query-keys.ts';
import type { UserQuery } from './user-filters.ts';

/** One page of users under the filters; the previous page stays while the next loads. */
export function useUserList(query: UserQuery) {
  const { page, ...filters } = query;
  return useQuery({
    queryKey: adminKeys.users(filters, Number(page ?? 1)),
    queryFn: ({ signal }) => adminApi.call('userList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}
