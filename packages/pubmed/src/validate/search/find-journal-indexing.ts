import { abbreviateJournal } from '@galley/references';
import { compareJournal, withoutPlace } from '../compare/compare-journal.ts';
import type { PubmedSession } from './pubmed-session.ts';
import { searchValue } from './search-clauses.ts';

/** What the journal check learnt about the cited journals of references nothing matched. */
export interface JournalIndexing {
  /** Journals PubMed has no record of: a [ta] search of them (alone or with others) counts none. */
  unindexed: Set<string>;
  /** Journals PubMed has records of: a record fetched in this validation, or a [ta] search of the journal alone. */
  indexed: Set<string>;
}

/**
 * Which cited journals PubMed indexes and which it does not, among those of references nothing matched. A journal
 * is indexed when a record fetched in this validation is from it, or a [ta] search (full title or NLM abbreviation)
 * of it alone counts any record; it is not indexed when a [ta] search of it, alone or ORed with other journals,
 * counts none. At most `budget` esearches, all at once: one per journal when the budget allows, else the journals
 * in `budget` groups, one search each — so the journals of a reference list PubMed does not cover (humanities,
 * engineering) are settled however many there are. A journal in neither set (its group counted records, or no
 * search was left) is unknown.
 */
export async function findJournalIndexing(
  session: PubmedSession,
  journals: string[],
  budget: number,
): Promise<JournalIndexing> {
  const fetchedJournals = [...session.records.values()].map((record) => [
    record.item['container-title'],
    record.item['container-title-short'],
  ]);
  const indexed = new Set<string>();
  const unindexed = new Set<string>();
  const unknown: string[] = [];
  for (const journal of new Set(journals)) {
    if (fetchedJournals.some((titles) => compareJournal(journal, titles) === 'same')) indexed.add(journal);
    else unknown.push(journal);
  }
  const budgetLeft = Math.max(0, budget);
  // One search per journal when the budget allows; else the journals in as many groups as searches left.
  const groups =
    unknown.length <= budgetLeft ? unknown.map((journal) => [journal]) : chunks(unknown, budgetLeft);
  const counts = await Promise.all(groups.map((group) => countRecords(session, group)));
  groups.forEach((group, index) => {
    const count = counts[index];
    if (count === 0) for (const journal of group) unindexed.add(journal);
    else if (count !== undefined && group.length === 1) indexed.add(group[0] as string);
  });
  return { unindexed, indexed };
}

/** The records PubMed counts for any of the journals, by full title or NLM abbreviation; undefined when unreachable. */
async function countRecords(session: PubmedSession, journals: string[]): Promise<number | undefined> {
  const forms = journals.flatMap((journal) => {
    const name = withoutPlace(journal);
    return [searchValue(name), searchValue(abbreviateJournal(name))];
  });
  const term = [...new Set(forms)]
    .filter(Boolean)
    .map((form) => `"${form}"[ta]`)
    .join(' OR ');
  if (!term) return undefined;
  const result = await session.call((client, signal) => client.esearch(term, { retmax: 0, signal }));
  return result?.count;
}

/** `values` in `count` runs of near-equal length, in order (none when count is 0). */
function chunks<T>(values: T[], count: number): T[][] {
  const runs: T[][] = [];
  for (let run = 0; run < count; run++) {
    const from = Math.floor((run * values.length) / count);
    const to = Math.floor(((run + 1) * values.length) / count);
    if (to > from) runs.push(values.slice(from, to));
  }
  return runs;
}
