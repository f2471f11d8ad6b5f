import type { CorpusEntry } from './corpus-entry.ts';

/**
 * Inverted indexes over the corpus's search keys, so a batched esearch of hundreds of clauses or an ECitMatch of
 * hundreds of lines looks up postings instead of scanning every record once per clause (seconds per request
 * otherwise, which would make the local server, not the client, the slow part of every test and benchmark).
 * Built once per corpus, on first use.
 */
export interface CorpusIndex {
  /** Title word → PMIDs. */
  titleWords: Map<string, Set<string>>;
  /** First word of any author key ("smith" of "smith jr") → PMIDs. */
  authorWords: Map<string, Set<string>>;
  /** First three letters of the first author's key → PMIDs ([1au] matches a prefix). */
  firstAuthorPrefixes: Map<string, Set<string>>;
  journals: Map<string, Set<string>>;
  years: Map<string, Set<string>>;
  volumes: Map<string, Set<string>>;
  issues: Map<string, Set<string>>;
  firstPages: Map<string, Set<string>>;
  articleIds: Map<string, Set<string>>;
}

export const FIRST_AUTHOR_PREFIX = 3;
const built = new WeakMap<Map<string, CorpusEntry>, CorpusIndex>();

export function corpusIndex(corpus: Map<string, CorpusEntry>): CorpusIndex {
  const cached = built.get(corpus);
  if (cached) return cached;
  const index: CorpusIndex = {
    titleWords: new Map(),
    authorWords: new Map(),
    firstAuthorPrefixes: new Map(),
    journals: new Map(),
    years: new Map(),
    volumes: new Map(),
    issues: new Map(),
    firstPages: new Map(),
    articleIds: new Map(),
  };
  const add = (postings: Map<string, Set<string>>, key: string | undefined, pmid: string) => {
    if (!key) return;
    const set = postings.get(key);
    if (set) set.add(pmid);
    else postings.set(key, new Set([pmid]));
  };
  for (const [pmid, { keys }] of corpus) {
    for (const word of keys.title.split(' ')) add(index.titleWords, word, pmid);
    for (const author of keys.authors) add(index.authorWords, author.split(' ')[0], pmid);
    add(index.firstAuthorPrefixes, keys.authors[0]?.slice(0, FIRST_AUTHOR_PREFIX), pmid);
    for (const journal of keys.journals) add(index.journals, journal, pmid);
    add(index.years, keys.year, pmid);
    add(index.volumes, keys.volume, pmid);
    add(index.issues, keys.issue, pmid);
    add(index.firstPages, keys.firstPage, pmid);
    for (const id of keys.articleIds) add(index.articleIds, id, pmid);
  }
  built.set(corpus, index);
  return index;
}
