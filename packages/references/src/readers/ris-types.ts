import type { CslItemType } from '@galley/contracts';

/** RIS reference types → CSL types (RIS 2011 spec plus what exporters write in practice). */
export const RIS_TO_CSL_TYPE: Record<string, CslItemType> = {
  JOUR: 'article-journal',
  EJOUR: 'article-journal',
  JFULL: 'article-journal',
  ABST: 'article-journal',
  INPR: 'article-journal',
  MGZN: 'article-magazine',
  NEWS: 'article-newspaper',
  BOOK: 'book',
  EBOOK: 'book',
  EDBOOK: 'book',
  CHAP: 'chapter',
  ECHAP: 'chapter',
  CONF: 'paper-conference',
  CPAPER: 'paper-conference',
  ELEC: 'webpage',
  WEB: 'webpage',
  BLOG: 'webpage',
  THES: 'thesis',
  RPRT: 'report',
  DATA: 'dataset',
  PAT: 'patent',
  UNPB: 'manuscript',
  MANSCPT: 'manuscript',
  PREPRINT: 'article',
  GEN: 'document',
};

/** CSL types → the RIS type our writer uses. */
export const CSL_TO_RIS_TYPE: Record<CslItemType, string> = {
  'article-journal': 'JOUR',
  'article-magazine': 'MGZN',
  'article-newspaper': 'NEWS',
  book: 'BOOK',
  chapter: 'CHAP',
  'paper-conference': 'CPAPER',
  webpage: 'ELEC',
  thesis: 'THES',
  report: 'RPRT',
  dataset: 'DATA',
  patent: 'PAT',
  manuscript: 'UNPB',
  article: 'PREPRINT',
  document: 'GEN',
};
