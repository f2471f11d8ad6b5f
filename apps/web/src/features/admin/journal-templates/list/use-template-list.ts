import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../shared/admin-api.ts';
import { adminKeys } from '../../shared/admin-query-keys.ts';

/** One page of journal templates matching `search` (name, key, category or journal id). */
export function useTemplateList(search: string, page: number) {
  return useQuery({
    queryKey: adminKeys.templates(search, page),
    queryFn: ({ signal }) =>
      adminApi.call('journalTemplateList', { search: search || undefined, page }, { signal }),
    placeholderData: keepPreviousData,
  });
}
