import type { CslItem } from '@galley/contracts';
import { abbreviateJournal } from '@galley/references';
import { withoutPlace } from '../compare/compare-journal.ts';
import { pageRange } from '../compare/compare-pages.ts';
import { searchableTitleWords } from './search-words.ts';
import { titleFromSource } from './title-from-source.ts';

/**
 * One reference's part of a batched esearch, and the same condition checked locally on a fetched record, so the
 * batch's union of PMIDs can be handed back to the references whose clause each record satisfies.
 */
export interface SearchClause {
  term: string;
  matches: (keys: RecordSearchKeys) => boolean;
}

/** A fetched record's fields in the search index's normal form. */
export interface RecordSearchKeys {
  titleWords: Set<string>;
  firstAuthor: string;
  year: string;
  volume: string;
  firstPage: string;
  journals: string[];
}

const TITLE_WORDS = 4;

/**
 * The first search: the title's longest words, all required (typo-free titles find their paper here). Two words
 * alone ("Alzheimer disease") match thousands of records; with a first author the fallback clause pairs them with
 * the name instead.
 */
export function titleClause(item: CslItem): SearchClause | undefined {
  const words = searchableTitleWords(titleFromSource(item)).slice(0, TITLE_WORDS);
  if (words.length < 2 || (words.length < 3 && firstAuthorKey(item))) return undefined;
  return allTitleWords(words);
}

/**
 * The second, for references the first round left unidentified: other title words with the first author (a typo
 * in a long word), or the locator without the field that may be wrong (ECitMatch needs all of them).
 */
export function fallbackClauses(item: CslItem): SearchClause[] {
  const clauses: SearchClause[] = [];
  const author = firstAuthorKey(item);
  const words = searchableTitleWords(titleFromSource(item));
  const rest = words.slice(TITLE_WORDS);
  if (words.length >= 2) {
    const picked = rest.length >= 2 ? rest.slice(0, 3) : words.slice(-2);
    const clause = allTitleWords(picked);
    if (author) {
      clauses.push({
        term: `(${clause.term.slice(1, -1)} AND ${author}[1au])`,
        matches: (keys) => clause.matches(keys) && keys.firstAuthor.startsWith(author),
      });
    } else if (picked.length >= 3) clauses.push(clause);
  }
  const year = String(item.issued?.['date-parts']?.[0]?.[0] ?? '');
  const volume = searchValue(item.volume);
  const page = searchValue(pageRange(item.page ?? item.number)?.first);
  const journal = searchValue(withoutPlace(item['container-title']));
  if (journal && volume && page) {
    const journals = [journal, searchValue(abbreviateJournal(withoutPlace(item['container-title'])))].filter(
      Boolean,
    );
    const unique = [...new Set(journals)];
    clauses.push({
      term: `((${unique.map((j) => `"${j}"[ta]`).join(' OR ')}) AND ${volume}[vi] AND ${page}[pg])`,
      matches: (keys) =>
        keys.volume === volume && keys.firstPage === page && keys.journals.some((j) => unique.includes(j)),
    });
  }
  if (author && /^\d{4}$/.test(year) && (volume || page)) {
    const numbers = [volume && `${volume}[vi]`, page && `${page}[pg]`].filter(Boolean).join(' OR ');
    clauses.push({
      term: `(${author}[1au] AND ${year}[dp] AND (${numbers}))`,
      matches: (keys) =>
        keys.firstAuthor.startsWith(author) &&
        keys.year === year &&
        ((volume !== '' && keys.volume === volume) || (page !== '' && keys.firstPage === page)),
    });
  }
  return clauses;
}

function allTitleWords(words: string[]): SearchClause {
  return {
    term: `(${words.map((word) => `${word}[ti]`).join(' AND ')})`,
    matches: (keys) => words.every((word) => keys.titleWords.has(word)),
  };
}

/** Normal form of the search index (what PubMed compares tagged values in). */
export function searchValue(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function firstAuthorKey(item: CslItem): string {
  const first = item.author?.[0];
  if (!first || first.literal) return '';
  const family = searchValue(first.family);
  // Family names of several words are indexed in more than one way; a one-word name is unambiguous.
  return /^[a-z]{2,}$/.test(family) ? family : '';
}
