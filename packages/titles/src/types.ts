export type TitleKind =
  | 'descriptive'
  | 'declarative'
  | 'question'
  | 'colon-subtitle'
  | 'effect-of'
  | 'population'
  | 'key-terms';

export interface JournalTitleLimits {
  maxTitleWords?: number;
  maxTitleChars?: number;
}

export interface TitleRequest {
  abstract: string;
  journal?: JournalTitleLimits;
  /** The abstract's language (BCP 47, e.g. "en"); titles stay in it. The local engine's patterns are English. */
  language?: string;
}

export interface TitleCandidate {
  title: string;
  kind: TitleKind;
  words: number;
  chars: number;
  /** Longer than the journal's word or character limit even after shortening. */
  overLimit: boolean;
  /** The abstract's key terms this title covers. */
  keyTerms: string[];
  /** A declarative title for an abstract that reports no finding: it claims more than the abstract says. */
  overclaim?: boolean;
}

export interface SimilarTitle {
  title: string;
  pmid: string;
  score: number;
}

export interface TitleRecommendation {
  candidates: TitleCandidate[];
  similar: SimilarTitle[];
}
