import type { CslItem } from '@galley/contracts';
import type { CitationQuery } from '../../client/citation-query.ts';
import { withoutPlace } from '../compare/compare-journal.ts';
import { pageRange } from '../compare/compare-pages.ts';
import type { PubmedSession } from './pubmed-session.ts';
import { fallbackClauses, type SearchClause, titleClause } from './search-clauses.ts';

/** A reference to look up: its position in the input and its parsed fields. */
export interface Lookup {
  position: number;
  item: CslItem;
}

// PubMed answers at most 10,000 ids per esearch; a clause rarely has more than a few hits.
const HITS_PER_CLAUSE = 20;
const MAX_RETMAX = 10_000;

/**
 * The first round, every call at once (the rate limiter spaces them): PMIDs printed in the strings, one esearch
 * for every DOI, one ECitMatch for every reference with journal + year + volume + first page; then one efetch
 * (batches of 200) of everything found. Returns each reference's candidate PMIDs. Most references are identified
 * here, so the costlier title searches of the second round stay small.
 */
export async function findCandidates(
  session: PubmedSession,
  lookups: Lookup[],
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
  const doiTerm = dois.map((doi) => `"${doi.replace(/"/g, '')}"[aid]`).join(' OR ');
  const [doiHits, citationHits] = await Promise.all([
    dois.length > 0
      ? session.call((client) => client.esearch(doiTerm, { retmax: dois.length * 3 }))
      : undefined,
    citations.length > 0 ? session.call((client) => client.ecitmatch(citations)) : undefined,
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

/**
 * The second round, only for references the first left unidentified: every such reference's title clause (its
 * longest title words, all required) and looser clauses (other title words with the first author, the locator
 * without ECitMatch's year, first author + year + volume or page), all OR-ed in one POSTed esearch; then one
 * efetch of the new hits, handed back to the references whose clauses each fetched record satisfies.
 */
export async function findMoreCandidates(
  session: PubmedSession,
  lookups: Lookup[],
  candidates: Map<number, Set<string>>,
): Promise<void> {
  const clauses = lookups.flatMap((lookup) =>
    [titleClause(lookup.item) ?? [], ...fallbackClauses(lookup.item)]
      .flat()
      .map((clause) => ({ position: lookup.position, clause })),
  );
  if (clauses.length === 0) return;
  const hits = await searchClauses(
    session,
    clauses.map((entry) => entry.clause),
  );
  if (!hits) return;
  await session.fetch(hits);
  handBack(session, clauses, hits, (position, pmid) => candidates.get(position)?.add(pmid));
}

async function searchClauses(session: PubmedSession, clauses: SearchClause[]): Promise<string[] | undefined> {
  if (clauses.length === 0) return [];
  const term = clauses.map((clause) => clause.term).join(' OR ');
  const retmax = Math.min(MAX_RETMAX, clauses.length * HITS_PER_CLAUSE);
  return (await session.call((client) => client.esearch(term, { retmax })))?.ids;
}

function handBack(
  session: PubmedSession,
  clauses: { position: number; clause: SearchClause }[],
  hits: string[],
  add: (position: number, pmid: string) => void,
): void {
  for (const pmid of hits) {
    const keys = session.keys.get(pmid);
    if (!keys) continue;
    for (const { position, clause } of clauses) if (clause.matches(keys)) add(position, pmid);
  }
}

/** ECitMatch wants journal, year, volume and first page; the author is left out so a misspelt name cannot hide the paper. */
function citationQuery({ position, item }: Lookup): CitationQuery | undefined {
  const journal = withoutPlace(item['container-title']);
  const year = item.issued?.['date-parts']?.[0]?.[0];
  const firstPage = pageRange(item.page ?? item.number)?.first;
  if (!journal || !year || !item.volume || !firstPage) return undefined;
  return { journal, year: String(year), volume: item.volume, firstPage, key: String(position) };
}
