import lexiconFile from './hyphen-lexicon.json' with { type: 'json' };
import type { HyphenLexicon } from './hyphen-lexicon.ts';

let shipped: HyphenLexicon | undefined;

/**
 * The lexicon built from the PubMed titles and abstracts (hyphen-lexicon.json, 0.46 MB), read once. Its own entry so
 * that the browser's list splitter (@galley/references/split) does without it: the server's readers and parser
 * pass it.
 */
export function shippedHyphenLexicon(): HyphenLexicon {
  shipped ??= {
    compounds: new Set(lexiconFile.compounds),
    words: new Set(lexiconFile.words),
    prefixes: new Set(lexiconFile.prefixes),
  };
  return shipped;
}
