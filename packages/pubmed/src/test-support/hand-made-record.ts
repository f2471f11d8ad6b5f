import type { CslItem } from '@galley/contracts';
import type { PubmedRecord } from '../records/pubmed-record.ts';

/** Test-only: a PubMed record built by hand, a journal article unless `extra` says otherwise. */
export function handMadeRecord(
  pmid: string,
  item: Omit<CslItem, 'id' | 'type'>,
  extra: Partial<PubmedRecord> = {},
): PubmedRecord {
  return {
    pmid,
    item: { id: pmid, type: 'article-journal', ...item },
    publicationTypes: ['Journal Article'],
    retracted: false,
    retractionNotices: [],
    errata: [],
    isRetractionNotice: false,
    ...extra,
  };
}

/** Test-only: a parsed citation. */
export function citation(fields: Omit<CslItem, 'id' | 'type'>): CslItem {
  return { id: '1', type: 'article-journal', ...fields };
}
