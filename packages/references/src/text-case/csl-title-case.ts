// Words CSL processors leave in lower case inside a title (CSL's stop words, citeproc-js's particles and the
// conjunctions of Romance and Slavic journal names: "e", "i", "y", "per").
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'c',
  'ca',
  'd',
  'de',
  'down',
  'e',
  'et',
  'for',
  'from',
  'i',
  'in',
  'into',
  'nor',
  'of',
  'on',
  'onto',
  'or',
  'over',
  'per',
  'so',
  'the',
  'till',
  'to',
  'up',
  'v',
  'van',
  'via',
  'von',
  'vs',
  'with',
  'y',
  'yet',
]);

/**
 * CSL's title case for names such as journal titles: every lower-case word gets a capital, except stop words
 * that are not first and do not follow a colon or full stop; words already holding a capital are kept
 * ("pH", "SSSR", "eLife" stay). Simpler than toTitleCase, which is for article titles.
 */
export function cslTitleCase(text: string): string {
  let sentenceStart = true;
  return text
    .split(/(\s+)/)
    .map((part) => {
      if (/^\s*$/.test(part)) return part;
      const word = part.replace(/[^\p{L}]/gu, '').toLowerCase();
      const keepLower = !sentenceStart && STOP_WORDS.has(word);
      sentenceStart = /[:.]$/.test(part) || part === '=';
      if (keepLower) return part;
      // Each part of a hyphenated word on its own: "Chemico-biological" → "Chemico-Biological", "pH" stays.
      return part
        .split('-')
        .map((piece) =>
          /\p{Lu}/u.test(piece) ? piece : piece.replace(/\p{Ll}/u, (letter) => letter.toUpperCase()),
        )
        .join('-');
    })
    .join('');
}
