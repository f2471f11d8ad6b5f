import type { ArticleType } from '@galley/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';

export interface JournalFilters {
  q: string;
  category: string | null;
  publisher: string | null;
  articleType: ArticleType | null;
}

const PAGE_SIZE = 25;

/**
 * GET journals/browse for the drawer: the search asked 250 ms after typing stops, the filters at once, one
 * page of 25 at a time ("Show more" asks the next). The catalogue is fixed, so answers stay fresh.
 */
export function useJournalBrowse(filters: JournalFilters, enabled: boolean) {
  const [q] = useDebouncedValue(filters.q.trim(), 250);
  const query = {
    q,
    category: filters.category ?? undefined,
    publisher: filters.publisher ?? undefined,
    article_type: filters.articleType ?? undefined,
  };
  return useInfiniteQuery({
    queryKey: ['journals', 'browse', query],
    queryFn: ({ pageParam, signal }) =>
      api.call('journalsBrowse', { ...query, offset: pageParam, limit: PAGE_SIZE }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.journals.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
