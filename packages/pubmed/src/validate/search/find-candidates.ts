import type { CslItem } from '@galley/contracts';
import type { CitationQuery } from '../../client/citation-query.ts';
import { withoutPlace } from '../compare/compare-journal.ts';
import { pageRange } from '../compare/compare-pages.ts';
import type { PubmedSession } from './pubmed-session.ts';
import { fallbackClauses, type SearchClause, searchValue, titleClause } from './search-clauses.ts';
import type { SearchLog } from './search-log.ts';

/** A reference to look up: its position in the input and its parsed fields. */
export interface Lookup {
  position: number;
  item: CslItem;
}

// PubMed answers at most 10,000 ids per esearch; a clause rarely has more than a few hits.
const HITS_PER_CLAUSE = 20;
const MAX_RETMAX = 10_000;
/** Extra esearches a cut-short second round may spend splitting its references (two per split). */
const SPLIT_SEARCHES = 2;
/** Candidates scored per reference at most. */
const MAX_CANDIDATES = 30;

/**
 * The first round, every call at once (the rate limiter spaces them): PMIDs printed in the strings, one esearch
 * for every DOI, one ECitMatch for every reference with journal + year + volume + first page; then one efetch
 * (batches of 200) of everything found. Returns each reference's candidate PMIDs. Most references are identified
 * here, so the costlier title searches of the second round stay small.
 */
export async function findCandidates(
  session: PubmedSession,
  lookups: Lookup[],
  log?: SearchLog,
): Promise<Map<number, Set<string>>> {
  const candidates = new Map<number, Set<string>>(
    lookups.map((lookup) => [lookup.position, new Set<string>()]),
  );
  const add = (position: number, pmid: string) => candidates.get(position)?.add(pmid);
  const found = new Set<string>();
  for (const { position, item } of lookups) {
    if (item.PMID) {
      add(position, item.PMID);
      found.add(item.PMID);
    }
  }
  const dois = [...new Set(lookups.flatMap((lookup) => lookup.item.DOI?.toLowerCase() ?? []))];
  const citations = lookups.flatMap((lookup) => citationQuery(lookup) ?? []);
  const doiClause = (doi: string) => `"${doi.replace(/"/g, '')}"[aid]`;
  const doiTerm = dois.map(doiClause).join(' OR ');
  for (const { position, item } of lookups) {
    if (item.PMID) log?.add(position, `${item.PMID}[uid]`);
    if (item.DOI) log?.add(position, doiClause(item.DOI.toLowerCase()));
    const query = citationQuery({ position, item });
    if (query) {
      const line = [query.journal, query.year, query.volume, query.firstPage].join('|');
      log?.add(position, `ECitMatch: ${line}`);
    }
  }
  const [doiHits, citationHits] = await Promise.all([
    dois.length > 0
      ? session.call((client, signal) => client.esearch(doiTerm, { retmax: dois.length * 3, signal }))
      : undefined,
    citations.length > 0 ? session.call((client, signal) => client.ecitmatch(citations, signal)) : undefined,
  ]);
  for (const id of doiHits?.ids ?? []) found.add(id);
  for (const [key, pmid] of citationHits ?? []) {
    add(Number(key), pmid);
    found.add(pmid);
  }
  await session.fetch(found);
  for (const { position, item } of lookups) {
    const doi = item.DOI?.toLowerCase();
    if (!doi) continue;
    for (const [pmid, record] of session.records) {
      if (record.item.DOI?.toLowerCase() === doi || record.item.pii?.toLowerCase() === doi)
        add(position, pmid);
    }
  }
  return candidates;
}

/** What the second round found: candidates added in place, and the references whose search PubMed cut short. */
export interface MoreCandidates {
  /** Positions whose clauses matched more records than one esearch returns: the cited paper may be missing. */
  incomplete: Set<number>;
}

/**
 * The second round, only for references the first left unidentified: every such reference's title clause (its
 * longest title words, all required) and looser clauses (other title words with the first author, the locator
 * without ECitMatch's year, first author + year + volume or page), all OR-ed in one POSTed esearch; then one
 * efetch of the new hits, handed back to the references whose clauses each fetched record satisfies.
 *
 * An OR-ed search returns at most `retmax` ids, so a clause matching thousands of records could push another
 * reference's paper out of the answer. When PubMed counts more hits than it returned, the references are split
 * in two and searched again (at most SPLIT_SEARCHES more calls); references still in a cut-short search are
 * reported incomplete, never taken as "not in PubMed".
 */
export async function findMoreCandidates(
  session: PubmedSession,
  lookups: Lookup[],
  candidates: Map<number, Set<string>>,
  log?: SearchLog,
): Promise<MoreCandidates> {
  const incomplete = new Set<number>();
  const groups = lookups
    .map((lookup) => ({
      position: lookup.position,
      item: lookup.item,
      clauses: [titleClause(lookup.item) ?? [], ...fallbackClauses(lookup.item)].flat(),
    }))
    .filter((group) => group.clauses.length > 0);
  for (const group of groups) for (const clause of group.clauses) log?.add(group.position, clause.term);
  if (groups.length === 0) return { incomplete };
  const hits = await searchGroups(session, groups, { searches: SPLIT_SEARCHES }, incomplete);
  if (session.failed) return { incomplete };
  await session.fetch(hits);
  for (const group of groups) {
    const matching = hits.filter((pmid) => {
      const keys = session.keys.get(pmid);
      return keys !== undefined && group.clauses.some((clause) => clause.matches(keys));
    });
    const set = candidates.get(group.position);
    for (const pmid of closest(session, group.item, matching)) set?.add(pmid);
  }
  return { incomplete };
}

interface ClauseGroup {
  position: number;
  item: CslItem;
  clauses: SearchClause[];
}

async function searchGroups(
  session: PubmedSession,
  groups: ClauseGroup[],
  budget: { searches: number },
  incomplete: Set<number>,
): Promise<string[]> {
  const clauses = groups.flatMap((group) => group.clauses);
  const term = clauses.map((clause) => clause.term).join(' OR ');
  const retmax = Math.min(MAX_RETMAX, clauses.length * HITS_PER_CLAUSE);
  const result = await session.call((client, signal) => client.esearch(term, { retmax, signal }));
  if (!result) return [];
  if (result.count <= result.ids.length) return result.ids;
  if (groups.length > 1 && budget.searches >= 2) {
    budget.searches -= 2;
    const half = Math.ceil(groups.length / 2);
    const parts = await Promise.all([
      searchGroups(session, groups.slice(0, half), budget, incomplete),
      searchGroups(session, groups.slice(half), budget, incomplete),
    ]);
    return [...new Set(parts.flat())];
  }
  for (const group of groups) incomplete.add(group.position);
  return result.ids;
}

/**
 * At most MAX_CANDIDATES per reference, the ones sharing most with the citation (title words, first author,
 * year, volume, first page): scoring is field by field, and a generic clause can match hundreds of records.
 */
function closest(session: PubmedSession, item: CslItem, pmids: string[]): string[] {
  if (pmids.length <= MAX_CANDIDATES) return pmids;
  const titleWords = new Set(searchValue(item.title).split(' ').filter(Boolean));
  const family = searchValue(item.author?.[0]?.family ?? item.author?.[0]?.literal).split(' ')[0] ?? '';
  const year = String(item.issued?.['date-parts']?.[0]?.[0] ?? '');
  const volume = searchValue(item.volume);
  const page = searchValue(pageRange(item.page ?? item.number)?.first);
  const shared = (pmid: string) => {
    const keys = session.keys.get(pmid);
    if (!keys) return 0;
    let score = [...titleWords].filter((word) => keys.titleWords.has(word)).length;
    if (family && keys.firstAuthor.startsWith(family)) score += 3;
    if (year && keys.year === year) score += 1;
    if (volume && keys.volume === volume) score += 2;
    if (page && keys.firstPage === page) score += 2;
    return score;
  };
  return pmids
    .map((pmid) => ({ pmid, score: shared(pmid) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_CANDIDATES)
    .map((entry) => entry.pmid);
}

/** ECitMatch wants journal, year, volume and first page; the author is left out so a misspelt name cannot hide the paper. */
function citationQuery({ position, item }: Lookup): CitationQuery | undefined {
  const journal = withoutPlace(item['container-title']);
  const year = item.issued?.['date-parts']?.[0]?.[0];
  const firstPage = pageRange(item.page ?? item.number)?.first;
  if (!journal || !year || !item.volume || !firstPage) return undefined;
  return { journal, year: String(year), volume: item.volume, firstPage, key: String(position) };
}
