import { abbreviateJournal } from '@galley/references';
import { compareJournal, withoutPlace } from '../compare/compare-journal.ts';
import type { PubmedSession } from './pubmed-session.ts';
import { searchValue } from './search-clauses.ts';

/**
 * Which cited journals PubMed does not index, among those of references nothing matched. A journal is indexed
 * when a record fetched in this validation is from it, or a [ta] search (full title or NLM abbreviation) counts
 * any record; one esearch per remaining journal, at most `budget` of them (journals past the budget count as
 * indexed: not_found then stands, as it would without this check).
 */
export async function findUnindexedJournals(
  session: PubmedSession,
  journals: string[],
  budget: number,
): Promise<Set<string>> {
  const fetchedJournals = [...session.records.values()].map((record) => [
    record.item['container-title'],
    record.item['container-title-short'],
  ]);
  const unknown = [...new Set(journals)].filter(
    (journal) => !fetchedJournals.some((titles) => compareJournal(journal, titles) === 'same'),
  );
  const checked = unknown.slice(0, Math.max(0, budget));
  const counts = await Promise.all(
    checked.map((journal) => {
      const name = withoutPlace(journal);
      const forms = [...new Set([searchValue(name), searchValue(abbreviateJournal(name))])].filter(Boolean);
      const term = forms.map((form) => `"${form}"[ta]`).join(' OR ');
      return session.call((client, signal) => client.esearch(term, { retmax: 0, signal }));
    }),
  );
  return new Set(checked.filter((_, index) => counts[index]?.count === 0));
}
