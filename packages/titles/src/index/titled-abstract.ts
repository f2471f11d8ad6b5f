/** One published paper as the index builder reads it: PMID, title (no final full stop) and abstract text. */
export interface TitledAbstract {
  pmid: string;
  title: string;
  abstract: string;
}
