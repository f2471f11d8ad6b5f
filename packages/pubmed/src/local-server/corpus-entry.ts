import type { PubmedRecord } from '../records/pubmed-record.ts';
import type { SearchKeys } from './search-keys.ts';

/** A record the local server can serve: its mapped form plus the original text it was read from. */
export interface CorpusEntry {
  record: PubmedRecord;
  /** The record's <PubmedArticle> element as NCBI sent it (XML corpus only). */
  xml?: string;
  /** The record's MEDLINE text as NCBI sent it (MEDLINE corpus only). */
  medline?: string;
  keys: SearchKeys;
}
