import vocabularyFile from './journal-vocabulary.json' with { type: 'json' };

let vocabulary: { words: Set<string>; abbreviations: Set<string> } | undefined;

/**
 * Words of NLM journal titles and their abbreviations ("journal", "J", "Natl"), lower case, built once on first
 * use: the tagger's strongest hint that a token belongs to a journal name and not to the article title. The list
 * is the one the shipped model was trained with (scripts/refs/build-journal-vocabulary.ts), kept apart from the
 * abbreviation table so that rebuilding the table shifts no feature.
 */
export function journalVocabulary(): { words: Set<string>; abbreviations: Set<string> } {
  if (!vocabulary) {
    vocabulary = {
      words: new Set(vocabularyFile.words),
      abbreviations: new Set(vocabularyFile.abbreviations),
    };
  }
  return vocabulary;
}
