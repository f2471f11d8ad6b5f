/**
 * What the line-break hyphen rule knows of the language beside its own rules (joinLineBreakHyphens): compounds
 * printed with their hyphen at least as often as run together ("case-control"), and words ("burden", "gender",
 * "posttraumatic"), all in small letters. Built from the PubMed titles and abstracts by
 * scripts/refs/build-hyphen-lexicon.ts (shippedHyphenLexicon); tests make their own.
 */
export interface HyphenLexicon {
  compounds: ReadonlySet<string>;
  words: ReadonlySet<string>;
  /** Words that run into three others or more ("hyper", "micro", "photo"): combining forms. */
  prefixes: ReadonlySet<string>;
}

/**
 * A break between two runs of letters as the lexicon reads it: "-" for a compound it has seen hyphenated, or for two
 * words of four letters or more, in small letters, that it knows apart but never run together ("water-soluble");
 * "" for a word it knows whole ("hypertrophy", "burden"); undefined when it cannot tell (the rules decide).
 */
export function lexiconJoint(lexicon: HyphenLexicon, head: string, tail: string): '' | '-' | undefined {
  const first = head.toLowerCase();
  const second = tail.toLowerCase();
  if (lexicon.compounds.has(`${first}-${second}`)) return '-';
  if (lexicon.words.has(first + second)) return '';
  // Not after a capital: "Car-⏎ter", "Sulli-⏎van" are names broken in two. Nor after a combining form:
  // "photo-⏎periods", "micro-⏎fibrils" are words the lexicon has not seen whole. Four letters a side: a word broken
  // at a syllable splits into short words the lexicon knows ("son-⏎net", "war-⏎den", "sac-⏎red", "die-⏎sem").
  return head === first && !lexicon.prefixes.has(first) && isWord(lexicon, first) && isWord(lexicon, second)
    ? '-'
    : undefined;
}

function isWord(lexicon: HyphenLexicon, word: string): boolean {
  return word.length >= 4 && lexicon.words.has(word);
}
