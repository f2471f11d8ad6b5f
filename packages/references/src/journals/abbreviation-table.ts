/**
 * The NLM abbreviation list in compact form (built by scripts/refs/build-refs-journal-abbreviations.ts): a word
 * table that abbreviates most titles word by word, the titles it gets wrong with their own abbreviation, and the
 * abbreviations it would change.
 */
export interface AbbreviationTable {
  /** Title word (lower case) → abbreviated word ("journal" → "J"); "" drops the word ("of", "the"). */
  words: Record<string, string>;
  /** Journal key (see journalKey) → abbreviation, for titles the word table does not reproduce. */
  exceptions: Record<string, string>;
  /**
   * Journal key → an NLM abbreviation that the word table and the exceptions would change when given it as the
   * title ("Sensors (Basel)" is no "Sens (Basel)", "Clin Med (Lond)" keeps its brackets): a title already
   * abbreviated stays the abbreviation.
   */
  abbreviations: Record<string, string>;
}
