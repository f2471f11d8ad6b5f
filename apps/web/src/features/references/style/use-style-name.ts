import type { JournalSearchResponse, ReferenceStyle } from '@galley/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useCommonStyles } from './use-common-styles.ts';

const journalKey = (id: string) => ['journals', 'by-id', id] as const;

/** Remembers a journal picked from the search, so its name shows without asking again. */
export function rememberJournal(
  client: QueryClient,
  journal: JournalSearchResponse['journals'][number],
): void {
  client.setQueryData<JournalSearchResponse>(journalKey(journal.id), { journals: [journal] });
}

/**
 * The name to show for a style: a preset's name from the common list, a journal's title. A journal saved
 * earlier is known only by its id (its CSL slug, `the-lancet`), so its title is searched from the slug.
 */
export function useStyleName(style: ReferenceStyle | null): string | null {
  const styles = useCommonStyles();
  const journalId = style?.kind === 'journal' ? style.id : '';
  const journal = useQuery({
    queryKey: journalKey(journalId),
    queryFn: ({ signal }) =>
      api.call('journalsSearch', { q: journalId.replace(/-/g, ' '), limit: 50 }, { signal }),
    enabled: journalId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!style) return null;
  if (style.kind === 'preset') return styles.data?.styles.find(({ id }) => id === style.id)?.name ?? style.id;
  return journal.data?.journals.find(({ id }) => id === style.id)?.title ?? style.id;
}
