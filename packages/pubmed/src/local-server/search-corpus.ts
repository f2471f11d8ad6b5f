import type { CorpusEntry } from './corpus-entry.ts';
import { corpusIndex, FIRST_AUTHOR_PREFIX } from './corpus-index.ts';
import { normaliseText } from './normalise-text.ts';
import type { SearchNode } from './parse-search-term.ts';
import type { SearchKeys } from './search-keys.ts';

/** PMIDs matching a parsed term, newest PMID first (PubMed's default order is close to that). */
export function searchCorpus(corpus: Map<string, CorpusEntry>, node: SearchNode | null): string[] {
  if (!node) return [];
  const ids = [...evaluate(corpus, node)];
  return ids.sort((a, b) => Number(b) - Number(a));
}

/**
 * The matches of a node among `within` (all records when undefined). The right side of AND/NOT is evaluated only
 * among the left side's matches, so `smith j[1au] AND 2020[dp]` tests a few records instead of a whole year.
 */
function evaluate(corpus: Map<string, CorpusEntry>, node: SearchNode, within?: Set<string>): Set<string> {
  if (node.kind === 'clause') return matchClause(corpus, node.text, node.tag, within);
  if (node.kind === 'or') {
    return new Set([...evaluate(corpus, node.left, within), ...evaluate(corpus, node.right, within)]);
  }
  const left = evaluate(corpus, node.left, within);
  if (left.size === 0) return left;
  const right = evaluate(corpus, node.right, left);
  if (node.kind === 'and') return right;
  return new Set([...left].filter((id) => !right.has(id)));
}

function matchClause(
  corpus: Map<string, CorpusEntry>,
  text: string,
  tag: string,
  within: Set<string> | undefined,
): Set<string> {
  const found = new Set<string>();
  if (tag === 'pmid' || tag === 'uid') {
    const pmid = text.trim();
    if (corpus.has(pmid) && (!within || within.has(pmid))) found.add(pmid);
    return found;
  }
  const test = clauseTest(text, tag);
  for (const pmid of within ?? candidates(corpus, text, tag) ?? corpus.keys()) {
    const entry = corpus.get(pmid);
    if (entry && test(entry.keys)) found.add(pmid);
  }
  return found;
}

/**
 * The records a clause can possibly match, from the index (every match is among them; clauseTest decides), or
 * undefined when only a full scan can tell (wildcards, untagged terms).
 */
function candidates(
  corpus: Map<string, CorpusEntry>,
  text: string,
  tag: string,
): Iterable<string> | undefined {
  const raw = text.trim().toLowerCase();
  if (raw.endsWith('*')) return undefined;
  const value = normaliseText(raw);
  const index = corpusIndex(corpus);
  const none: string[] = [];
  switch (tag) {
    case 'doi':
    case 'aid':
    case 'lid':
      return index.articleIds.get(raw) ?? none;
    case 'ti':
    case 'title':
    case 'tiab':
    case 'title/abstract': {
      // The rarest word of the phrase bounds the records that hold all of it.
      const postings = value
        .split(' ')
        .filter(Boolean)
        .map((word) => index.titleWords.get(word) ?? new Set<string>());
      return postings.sort((a, b) => a.size - b.size)[0] ?? none;
    }
    case 'au':
    case 'author':
      return index.authorWords.get(value.split(' ')[0] ?? '') ?? none;
    case '1au':
    case 'author - first':
      return value.length >= FIRST_AUTHOR_PREFIX
        ? (index.firstAuthorPrefixes.get(value.slice(0, FIRST_AUTHOR_PREFIX)) ?? none)
        : undefined;
    case 'ta':
    case 'jour':
    case 'journal':
      return index.journals.get(value) ?? none;
    case 'dp':
    case 'pdat':
    case 'publication date': {
      const [from = '', to = from] = raw.split(':').map((part) => part.trim().slice(0, 4));
      return [...index.years].filter(([year]) => year >= from && year <= to).flatMap(([, ids]) => [...ids]);
    }
    case 'vi':
    case 'volume':
      return index.volumes.get(value) ?? none;
    case 'ip':
    case 'issue':
      return index.issues.get(value) ?? none;
    case 'pg':
    case 'pagination':
      return index.firstPages.get(value) ?? none;
    default:
      return undefined;
  }
}

/** Field tags as PubMed spells them (long and short forms) → a predicate over one record's keys. */
function clauseTest(text: string, tag: string): (keys: SearchKeys) => boolean {
  const raw = text.trim().toLowerCase();
  const wildcard = raw.endsWith('*');
  const value = normaliseText(raw);
  const inText = (field: string) =>
    wildcard ? ` ${field}`.includes(` ${value}`) : ` ${field} `.includes(` ${value} `);
  switch (tag) {
    case 'doi':
      return (keys) => keys.doi === raw;
    case 'aid':
    case 'lid':
      return (keys) => keys.articleIds.includes(raw);
    case 'ti':
    case 'title':
    case 'tiab':
    case 'title/abstract':
      return (keys) => inText(keys.title);
    case 'au':
    case 'author':
      return (keys) =>
        keys.authors.some(
          (author) =>
            author === value ||
            author.startsWith(`${value} `) ||
            (value.includes(' ') && author.startsWith(value)),
        );
    case '1au':
    case 'author - first':
      return (keys) => Boolean(keys.authors[0]?.startsWith(value));
    case 'ta':
    case 'jour':
    case 'journal':
      return (keys) => keys.journals.includes(value);
    case 'dp':
    case 'pdat':
    case 'publication date':
      return yearTest(raw);
    case 'vi':
    case 'volume':
      return (keys) => keys.volume === value;
    case 'ip':
    case 'issue':
      return (keys) => keys.issue === value;
    case 'pg':
    case 'pagination':
      return (keys) => keys.firstPage === value;
    case '':
    case 'all fields':
    case 'all':
      return (keys) => inText(keys.title) || keys.authors.includes(value) || keys.journals.includes(value);
    default:
      return () => false;
  }
}

/** "2020", "2020/05", "2019:2021" → the record's year in range. */
function yearTest(raw: string): (keys: SearchKeys) => boolean {
  const [from = '', to = from] = raw.split(':').map((part) => part.trim().slice(0, 4));
  return (keys) => keys.year !== '' && keys.year >= from && keys.year <= to;
}
