import type { AbbreviationTable } from '../journals/abbreviation-table.ts';
import table from '../journals/nlm-abbreviations.json' with { type: 'json' };

let vocabulary: { words: Set<string>; abbreviations: Set<string> } | undefined;

/**
 * Words of NLM journal titles and their abbreviations ("journal", "J", "Natl"), lower case, built once on first
 * use: the tagger's strongest hint that a token belongs to a journal name and not to the article title.
 */
export function journalVocabulary(): { words: Set<string>; abbreviations: Set<string> } {
  if (!vocabulary) {
    const words = (table as AbbreviationTable).words;
    const abbreviations = new Set<string>();
    for (const value of Object.values(words)) if (value) abbreviations.add(value.toLowerCase());
    vocabulary = { words: new Set(Object.keys(words)), abbreviations };
  }
  return vocabulary;
}
