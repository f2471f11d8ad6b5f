import { isProtectedWord } from './protected-word.ts';
import { splitWords } from './split-words.ts';

const MINOR = new Set(
  'a an the and but or nor for so yet as at by in of off on per to up via with from into'.split(' '),
);

/**
 * Sentence case that keeps what must stay capitalised (acronyms, genes, formulas, proper nouns): the first word
 * and the first word after a colon, question mark or full stop start with a capital; other words are lowered only
 * when the title was written in title case or upper case (in a sentence-case title a capital marks a proper noun).
 */
export function toSentenceCase(title: string): string {
  const tokens = splitWords(title);
  // Title case is judged on the words casing can change: minor words and protected words say nothing.
  const words = tokens.filter(
    (token) => /\p{L}/u.test(token) && !isProtectedWord(token) && !MINOR.has(token.toLowerCase()),
  );
  const capitalised = words.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word)).length;
  const isAllCaps = !/\p{Ll}/u.test(title);
  const isTitleCase = isAllCaps || capitalised / Math.max(words.length, 1) > 0.5;
  let startOfSentence = true;
  return tokens
    .map((token) => {
      if (!/\p{L}/u.test(token)) {
        if (/[:?!.]$/.test(token)) startOfSentence = true;
        return token;
      }
      let result = token;
      if (isAllCaps) {
        // In an all-caps title only short acronym-like words (DNA, HIV) can be told apart; keep those.
        result =
          /^[^\p{L}]*\p{Lu}{2,5}\d*[^\p{L}]*$/u.test(token) && token.replace(/[^\p{L}]/gu, '').length <= 4
            ? token
            : token.toLowerCase();
      } else if (isTitleCase && !isProtectedWord(token)) {
        result = token.toLowerCase();
      }
      if (startOfSentence && !isProtectedWord(token)) result = capitaliseFirst(result);
      startOfSentence = /[:?!]$/.test(token) || (/\.$/.test(token) && !/^\p{Lu}\.$/u.test(token));
      return result;
    })
    .join('');
}

function capitaliseFirst(word: string): string {
  return word.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}
