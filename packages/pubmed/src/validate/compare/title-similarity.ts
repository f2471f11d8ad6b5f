import { matchWords, sameWordWithTypo } from './match-text.ts';

/**
 * Word-level Dice similarity of two titles (0..1) after matchText: typos count as the same word, word order is
 * ignored, and the same letters spaced differently ("Abeta" / "A beta") compare equal. PubMed wraps translated
 * titles in brackets; matchText drops them with the other punctuation.
 */
export function titleSimilarity(cited: string, record: string): number {
  const whole = wordSimilarity(matchWords(cited), matchWords(record));
  // Citations often drop the subtitle ("Title: subtitle" cited as "Title"): the main title alone may agree.
  const main = record.split(/:\s/)[0] ?? '';
  const mainWords = matchWords(main);
  if (main === record || mainWords.length < 4) return whole;
  return Math.max(whole, wordSimilarity(matchWords(cited), mainWords));
}

function wordSimilarity(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  if (a.join('') === b.join('')) return 1;
  const unused = [...b];
  let matched = 0;
  for (const word of a) {
    let at = unused.indexOf(word);
    if (at < 0) at = unused.findIndex((other) => sameWordWithTypo(word, other));
    if (at >= 0) {
      matched += 1;
      unused.splice(at, 1);
    }
  }
  return (2 * matched) / (a.length + b.length);
}
