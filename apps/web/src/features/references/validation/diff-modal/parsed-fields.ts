import type { CslItem, CslName } from '@galley/contracts';
import { nameAsStored } from './author-text.ts';
import { fieldValue } from './field-value.ts';

/** A field of the parse the diff modal lists when there is no PubMed record to set it beside. */
export type ParsedFieldKey =
  | 'type'
  | 'authors'
  | 'editors'
  | 'title'
  | 'container'
  | 'year'
  | 'volume'
  | 'issue'
  | 'page'
  | 'doi'
  | 'pmid'
  | 'publisher';

export interface ParsedField {
  key: ParsedFieldKey;
  /** The value as stored; null when the parse has none (shown as "(none)"). */
  value: string | null;
}

/** Shown even when empty: what every reference has, so a part the parser missed shows as missing. */
const ALWAYS: ReadonlySet<ParsedFieldKey> = new Set(['type', 'authors', 'title', 'year']);

const names = (list: CslName[] | undefined) => list?.map(nameAsStored).filter(Boolean).join(', ') || null;
const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The classified data of a reference as stored (spec §2: the diff modal compares input, classified data and
 * PubMed data): its type, authors, editors, title, journal or book, year, volume, issue, pages, DOI, PMID
 * and publisher. Type, authors, title and year always; the rest when the parse has them.
 */
export function parsedFields(item: CslItem): ParsedField[] {
  const fields: ParsedField[] = [
    { key: 'type', value: item.type },
    { key: 'authors', value: names(item.author) },
    { key: 'editors', value: names(item.editor) },
    { key: 'title', value: fieldValue(item, 'title') },
    { key: 'container', value: fieldValue(item, 'journal') },
    { key: 'year', value: fieldValue(item, 'year') },
    { key: 'volume', value: fieldValue(item, 'volume') },
    { key: 'issue', value: fieldValue(item, 'issue') },
    { key: 'page', value: fieldValue(item, 'page') },
    { key: 'doi', value: fieldValue(item, 'doi') },
    { key: 'pmid', value: fieldValue(item, 'pmid') },
    { key: 'publisher', value: text([item['publisher-place'], item.publisher].filter(Boolean).join(': ')) },
  ];
  return fields.filter((field) => field.value !== null || ALWAYS.has(field.key));
}
