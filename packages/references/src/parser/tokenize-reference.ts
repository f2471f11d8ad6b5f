import type { ReferenceToken } from './reference-token.ts';

// A DOI or URL stays one token (the tagger labels it whole and the rules read it whole); otherwise words with
// their inner apostrophes, digit runs, and single punctuation marks, so "2020;12(3):100-9" becomes 12 tokens.
const TOKEN =
  /(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:)\]]|10\.\d{4,9}\/[^\s"<>]*[^\s"<>.,;:\]]|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*|\d+|[^\s\p{L}\p{M}\d]/gu;

/** Splits a reference string into tokens with their character offsets. */
export function tokenizeReference(text: string): ReferenceToken[] {
  const tokens: ReferenceToken[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    tokens.push({
      text: match[0],
      start,
      end: start + match[0].length,
      spaceBefore: start > 0 && /\s/.test(text[start - 1] ?? ''),
    });
  }
  return tokens;
}
