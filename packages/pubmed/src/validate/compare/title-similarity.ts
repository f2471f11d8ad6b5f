import { matchWords, sameWordWithTypo } from './match-text.ts';

/**
 * Word-level Dice similarity of two titles (0..1) after matchText: typos count as the same word, word order is
 * ignored, and the same letters spaced differently ("Abeta" / "A beta") compare equal. PubMed wraps translated
 * titles in brackets; matchText drops them with the other punctuation.
 */
export function titleSimilarity(cited: string, record: string): number {
  const citedWords = titleWords(cited);
  const whole = wordSimilarity(citedWords, titleWords(record));
  // Citations often drop the subtitle ("Title: subtitle" cited as "Title"): the main title alone may agree.
  const main = record.split(/:\s/)[0] ?? '';
  const mainWords = titleWords(main);
  if (main === record || mainWords.length < 4) return whole;
  return Math.max(whole, wordSimilarity(citedWords, mainWords));
}

/**
 * A title's words with its symbols spelled the way PubMed spells them: a number apart from the letters before it
 * ("ε4" → "epsilon 4"), a German "ß" or a bare "b" standing in for β ("amyloid ß-protein", "amyloid b plaques"),
 * "Abeta" as "A beta". Both titles go through the same steps, so nothing that differed starts to agree.
 */
export function titleWords(title: string): string[] {
  return matchWords(title)
    .flatMap((word) => word.replace(/^([a-z]+)(\d+)$/, '$1 $2').split(' '))
    .flatMap((word) => (word === 'abeta' ? ['a', 'beta'] : [word === 'ss' || word === 'b' ? 'beta' : word]));
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
