import type { PubmedRecord } from '../../records/pubmed-record.ts';
import { pageRange } from '../compare/compare-pages.ts';
import { type RecordSearchKeys, searchValue } from './search-clauses.ts';

/** A fetched record in the search index's normal form, to see which references' clauses it satisfies. */
export function recordSearchKeys(record: PubmedRecord): RecordSearchKeys {
  const item = record.item;
  const first = item.author?.[0];
  const initials = (first?.given ?? '')
    .split(/[\s.-]+/)
    .filter(Boolean)
    .map((part) => (/^[A-Z]+$/.test(part) ? part : part[0]))
    .join('');
  return {
    titleWords: new Set(searchValue(item.title).split(' ')),
    firstAuthor: first?.literal
      ? searchValue(first.literal)
      : searchValue(`${first?.family ?? ''} ${initials}`),
    year: String(item.issued?.['date-parts']?.[0]?.[0] ?? ''),
    volume: searchValue(item.volume),
    firstPage: searchValue(pageRange(item.page ?? item.number)?.first),
    journals: [item['container-title'], item['container-title-short'], item.ISSN]
      .filter((value): value is string => Boolean(value))
      .map(searchValue),
  };
}
