/**
 * The NLM abbreviation list in compact form (built by scripts/refs/build-refs-journal-abbreviations.ts): a word
 * table that abbreviates most titles word by word, and the titles it gets wrong with their own abbreviation.
 */
export interface AbbreviationTable {
  /** Title word (lower case) → abbreviated word ("journal" → "J"); "" drops the word ("of", "the"). */
  words: Record<string, string>;
  /** Journal key (see journalKey) → abbreviation, for titles the word table does not reproduce. */
  exceptions: Record<string, string>;
}
