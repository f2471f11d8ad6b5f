export interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
}

// Letters and digits, with inner hyphens, apostrophes, slashes and dots kept ("TNF-alpha", "Alzheimer's", "IL-1β").
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}]|['’\-/.](?=[\p{L}\p{N}]))*/gu;

/** The words of a text with their offsets (so phrases can be cut back out of the original spelling). */
export function words(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    lower: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Lower-cased word forms, for counting. */
export function terms(text: string): string[] {
  return words(text).map((word) => word.lower);
}
