import type { ArticleType, CatalogueJournal } from '@galley/contracts';
import { loadCatalogue } from './load-catalogue.ts';
import { searchKey } from './search-key.ts';

export interface JournalFilters {
  /** A catalogue category (`medicine`, `social_science`; spaces and hyphens read as underscores). */
  category?: string;
  /** Matches a publisher name from a word start, ignoring case and punctuation (`springer`, `taylor francis`). */
  publisher?: string;
  articleType?: ArticleType;
}

/** How well a journal matches, best first (a plain object, not an enum: the sources run under type stripping). */
const Rank = { Exact: 0, Prefix: 1, WordStart: 2, AllWords: 3, Substring: 4, None: 5 } as const;
type Rank = (typeof Rank)[keyof typeof Rank];

interface Indexed {
  journal: CatalogueJournal;
  names: string[];
  /** Each name's words, split once rather than per query. */
  nameWords: string[][];
  issns: string[];
  titleKey: string;
  publisherKey: string;
}

let index: Indexed[] | undefined;

function indexed(): Indexed[] {
  index ??= loadCatalogue().map((journal) => {
    const names = [journal.title, journal.abbreviation ?? ''].map(searchKey).filter(Boolean);
    return {
      journal,
      names,
      nameWords: names.map((name) => name.split(' ')),
      issns: [journal.issn, journal.eissn].flatMap((issn) =>
        issn ? [issn.replace('-', '').toLowerCase()] : [],
      ),
      titleKey: searchKey(journal.title),
      publisherKey: ` ${searchKey(journal.publisher ?? '')}`,
    };
  });
  return index;
}

function rankName(name: string, words: string[], query: string, queryWords: string[]): Rank {
  if (name === query) return Rank.Exact;
  if (name.startsWith(query)) return Rank.Prefix;
  if (` ${name}`.includes(` ${query}`)) return Rank.WordStart;
  if (
    queryWords.length > 1 &&
    queryWords.every((word) => words.some((candidate) => candidate.startsWith(word)))
  )
    return Rank.AllWords;
  return name.includes(query) ? Rank.Substring : Rank.None;
}

function rank(entry: Indexed, query: string, queryWords: string[]): Rank {
  const compact = query.replace(/ /g, '');
  let best: Rank = Rank.None;
  // An ISSN typed with or without its hyphen: whole → exact, a start of 4+ characters → prefix.
  if (/^\d{4}/.test(compact)) {
    for (const issn of entry.issns) {
      if (issn === compact) return Rank.Exact;
      if (issn.startsWith(compact)) best = Rank.Prefix;
    }
  }
  for (const [position, name] of entry.names.entries()) {
    const found = rankName(name, entry.nameWords[position] ?? [], query, queryWords);
    if (found < best) best = found;
  }
  return best;
}

function passes(entry: Indexed, filters: JournalFilters): boolean {
  const { journal } = entry;
  if (filters.category) {
    const category = filters.category
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    if (!journal.categories.includes(category)) return false;
  }
  if (filters.publisher && !entry.publisherKey.includes(` ${searchKey(filters.publisher)}`)) return false;
  if (filters.articleType && !journal.articleTypes.includes(filters.articleType)) return false;
  return true;
}

/**
 * Journals whose title, abbreviation or ISSN matches the query (ignoring case, diacritics and punctuation), best
 * first: exact, then prefix, then a word start, then every query word starting a word, then anywhere. Ties go to
 * the shorter title, then alphabetically, so the order is stable. An empty query lists every journal the filters
 * let through, alphabetically.
 */
export function searchJournals(query: string, filters: JournalFilters = {}, limit = 50): CatalogueJournal[] {
  const key = searchKey(query);
  const words = key.split(' ').filter(Boolean);
  const hits: { entry: Indexed; rank: Rank }[] = [];
  for (const entry of indexed()) {
    if (!passes(entry, filters)) continue;
    const found = key ? rank(entry, key, words) : Rank.Exact;
    if (found !== Rank.None) hits.push({ entry, rank: found });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      (key ? a.entry.titleKey.length - b.entry.titleKey.length : 0) ||
      (a.entry.titleKey < b.entry.titleKey ? -1 : a.entry.titleKey > b.entry.titleKey ? 1 : 0) ||
      (a.entry.journal.id < b.entry.journal.id ? -1 : 1),
  );
  return hits.slice(0, Math.max(0, limit)).map((hit) => hit.entry.journal);
}
