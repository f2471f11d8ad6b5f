import type { CslItemType } from '@galley/contracts';

/** EndNote reference type names (ref-type/@name) → CSL types. */
export const ENDNOTE_TO_CSL_TYPE: Record<string, CslItemType> = {
  'journal article': 'article-journal',
  'electronic article': 'article-journal',
  'magazine article': 'article-magazine',
  'newspaper article': 'article-newspaper',
  book: 'book',
  'edited book': 'book',
  'electronic book': 'book',
  'book section': 'chapter',
  'electronic book section': 'chapter',
  'conference paper': 'paper-conference',
  'conference proceedings': 'paper-conference',
  'web page': 'webpage',
  thesis: 'thesis',
  report: 'report',
  dataset: 'dataset',
  patent: 'patent',
  'unpublished work': 'manuscript',
  manuscript: 'manuscript',
};
