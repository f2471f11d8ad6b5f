import { isProtectedWord } from './protected-word.ts';
import { splitWords } from './split-words.ts';

const MINOR_WORDS = new Set(
  'a an the and but or nor for so yet as at by in of off on per to up via vs vs. with from into onto over than'.split(
    ' ',
  ),
);

/**
 * Title case (Chicago/APA rule): every word capitalised except minor words in the middle; each part of a
 * hyphenated word is capitalised ("Long-Term"); protected words (DNA, mRNA, pH, BRCA1) are left as written.
 */
export function toTitleCase(title: string): string {
  const tokens = splitWords(title);
  const wordIndexes = tokens
    .map((token, index) => (/\p{L}/u.test(token) ? index : -1))
    .filter((index) => index >= 0);
  const last = wordIndexes[wordIndexes.length - 1];
  let startOfSentence = true;
  return tokens
    .map((token, index) => {
      if (!/\p{L}/u.test(token)) {
        if (/[:?!.]$/.test(token)) startOfSentence = true;
        return token;
      }
      const bare = token.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, '').toLowerCase();
      const isMinor = MINOR_WORDS.has(bare) && !startOfSentence && index !== last;
      startOfSentence = /[:?!]$/.test(token);
      if (isProtectedWord(token)) return token;
      if (isMinor) return token.toLowerCase();
      return token
        .split('-')
        .map((part) =>
          isProtectedWord(part)
            ? part
            : part.toLowerCase().replace(/\p{L}/u, (letter) => letter.toUpperCase()),
        )
        .join('-');
    })
    .join('');
}
