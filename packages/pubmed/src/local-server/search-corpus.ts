import type { CorpusEntry } from './corpus-entry.ts';
import { normaliseText } from './normalise-text.ts';
import type { SearchNode } from './parse-search-term.ts';
import type { SearchKeys } from './search-keys.ts';

/** PMIDs matching a parsed term, newest PMID first (PubMed's default order is close to that). */
export function searchCorpus(corpus: Map<string, CorpusEntry>, node: SearchNode | null): string[] {
  if (!node) return [];
  const ids = [...evaluate(corpus, node)];
  return ids.sort((a, b) => Number(b) - Number(a));
}

function evaluate(corpus: Map<string, CorpusEntry>, node: SearchNode): Set<string> {
  if (node.kind === 'clause') return matchClause(corpus, node.text, node.tag);
  const left = evaluate(corpus, node.left);
  const right = evaluate(corpus, node.right);
  if (node.kind === 'or') return new Set([...left, ...right]);
  if (node.kind === 'and') return new Set([...left].filter((id) => right.has(id)));
  return new Set([...left].filter((id) => !right.has(id)));
}

function matchClause(corpus: Map<string, CorpusEntry>, text: string, tag: string): Set<string> {
  const found = new Set<string>();
  if (tag === 'pmid' || tag === 'uid') {
    if (corpus.has(text.trim())) found.add(text.trim());
    return found;
  }
  const test = clauseTest(text, tag);
  for (const [pmid, entry] of corpus) if (test(entry.keys)) found.add(pmid);
  return found;
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
