import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** Searches start at this many characters: one letter matches thousands of the 9,701 journals. */
export const JOURNAL_QUERY_MIN = 2;
const LIMIT = 20;

/** GET journals/search by title, abbreviation or ISSN, asked 250 ms after typing stops. */
export function useJournalSearch(query: string) {
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const search = useQuery({
    queryKey: ['journals', 'search', debounced],
    queryFn: ({ signal }) => api.call('journalsSearch', { q: debounced, limit: LIMIT }, { signal }),
    enabled: debounced.length >= JOURNAL_QUERY_MIN,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { ...search, debounced, settled: debounced === query.trim() };
}
