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
 * counts none. At most `budget` esearches: one per journal when the budget allows; else group testing — the
 * journals in groups, one search each, with half the budget, then each group that counted records split again
 * with what is left, as long as searches and such groups remain — so the unindexed journals of a list PubMed
 * covers only in part are told apart from the indexed ones beside them, and those of a list it does not cover at
 * all (humanities, engineering) are settled in one round however many there are. A journal in neither set (its
 * last group counted records, or no search was left) is unknown.
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
  let budgetLeft = Math.max(0, budget);
  // The first round: one search per journal when the budget allows, else half the budget's groups.
  let groups =
    unknown.length <= budgetLeft
      ? unknown.map((journal) => [journal])
      : chunks(unknown, Math.ceil(budgetLeft / 2));
  while (groups.length > 0) {
    budgetLeft -= groups.length;
    const counts = await Promise.all(groups.map((group) => countRecords(session, group)));
    const counted: string[][] = [];
    groups.forEach((group, index) => {
      const count = counts[index];
      if (count === 0) for (const journal of group) unindexed.add(journal);
      else if (count !== undefined && group.length === 1) indexed.add(group[0] as string);
      else if (count !== undefined) counted.push(group);
    });
    groups = splitGroups(counted, budgetLeft);
  }
  return { unindexed, indexed };
}

/**
 * The next round's groups: each group that counted records cut into parts, in all at most `budget` parts (each
 * group two at least, more in proportion to its size while the budget allows); none when the budget cannot split
 * a group in two.
 */
function splitGroups(groups: string[][], budget: number): string[][] {
  const splittable = groups.filter((group) => group.length > 1);
  const size = splittable.reduce((sum, group) => sum + group.length, 0);
  const next: string[][] = [];
  let left = budget;
  for (const group of splittable.sort((a, b) => b.length - a.length)) {
    if (left < 2) break;
    const parts = Math.min(group.length, left, Math.max(2, Math.floor((budget * group.length) / size)));
    next.push(...chunks(group, parts));
    left -= parts;
  }
  return next;
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
