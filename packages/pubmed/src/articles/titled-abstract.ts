/** One PubMed paper's title and abstract, as the title recommender's index and evaluation read them. */
export interface TitledAbstract {
  pmid: string;
  title: string;
  /** Structured abstracts keep their labels as PubMed shows them ("BACKGROUND: …"), one section per line. */
  abstract: string;
}
