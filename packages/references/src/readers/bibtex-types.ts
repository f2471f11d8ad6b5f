import type { CslItemType } from '@galley/contracts';

/** BibTeX/BibLaTeX entry types → CSL types. */
export const BIBTEX_TO_CSL_TYPE: Record<string, CslItemType> = {
  article: 'article-journal',
  book: 'book',
  inbook: 'chapter',
  incollection: 'chapter',
  inproceedings: 'paper-conference',
  conference: 'paper-conference',
  proceedings: 'book',
  online: 'webpage',
  www: 'webpage',
  misc: 'document',
  phdthesis: 'thesis',
  mastersthesis: 'thesis',
  thesis: 'thesis',
  techreport: 'report',
  report: 'report',
  unpublished: 'manuscript',
  dataset: 'dataset',
  patent: 'patent',
};

/** CSL types → the BibTeX entry type our writer uses. */
export const CSL_TO_BIBTEX_TYPE: Record<CslItemType, string> = {
  'article-journal': 'article',
  'article-magazine': 'article',
  'article-newspaper': 'article',
  book: 'book',
  chapter: 'incollection',
  'paper-conference': 'inproceedings',
  webpage: 'online',
  thesis: 'phdthesis',
  report: 'techreport',
  dataset: 'dataset',
  patent: 'patent',
  manuscript: 'unpublished',
  article: 'misc',
  document: 'misc',
};
