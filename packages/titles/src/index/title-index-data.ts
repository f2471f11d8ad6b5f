/**
 * The corpus index as stored (JSON, built by scripts/titles/build-title-index.ts from the build set only). Compact on
 * purpose: terms once in `vocab`, documents as base-36 term ids.
 */
export interface TitleIndexData {
  version: 1;
  /** Build documents the statistics come from. */
  documents: number;
  /** Terms seen in at least two abstracts, newline-separated; a term's id is its line number. */
  vocab: string;
  /** Abstracts containing each term. */
  df: number[];
  /** Of those, how many papers also have the term in their title (what makes a word title material). */
  inTitle: number[];
  /** The share of rarer terms (df ≤ 3) that reach the title: the prior for terms the index has not seen. */
  rarePrior: number;
  /** Weights of the word model (features in phrases/word-features.ts): the chance a word of the abstract is in the title. */
  wordModel: number[];
  /** Word n-grams frequent in real titles ("quality of life", "breast cancer"), with counts. */
  phrases: [string, number][];
  /** Title shapes: connectors kept, content runs as X ("effect of X on X in X"), with counts. */
  shapes: [string, number][];
  /** Words that open "… of" titles ("effect", "role", "prevalence"), with counts. */
  heads: [string, number][];
  /** Subtitles after a colon ("a randomized controlled trial"), with counts. */
  subtitles: [string, number][];
  /** The published titles for the similar-papers list. */
  papers: {
    pmid: string[];
    title: string[];
    /** Per paper: base-36 term ids, space-separated (title terms, then the abstract's key terms). */
    terms: string[];
  };
}
