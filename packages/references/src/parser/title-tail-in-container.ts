import { journalVocabulary } from './journal-vocabulary.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const WORD_WITH_LOWER = /^\p{L}*\p{Ll}\p{L}*$/u;
const CAPITAL = /^\p{Lu}/u;
// A word in lower case of three letters or more: the words of a sentence, not of a journal's name.
const LOWER_WORD = /^\p{Ll}{3,}$/u;
const OPEN_END = /^(?:[,:;]|of|in|and|the|for|on|from|to|with|a|an)$/i;

/**
 * The end of the title the tagger read as the start of the journal's name: "Krauss W (2010) | Rooted in society.
 * Nat Geosci 3:513". A container run whose first full stop ends a sentence — a lower-case word of three letters or
 * more before it, the stop after a word of four letters or more that is no journal abbreviation ("society.", not
 * "Soc." nor "Fortsch.") — and comes before a capitalised word gives the sentence to the title, when the string has
 * no title or left it open (a comma, a colon, a function word). "Nature reviews. Cancer" after a title ended by
 * its full stop stays the journal's; a question mark is left alone ("The Why? Files"). Relabels `labels` in place.
 */
export function titleTailInContainer(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  const start = labels.indexOf('container');
  if (start < 1) return;
  let end = start;
  while (labels[end + 1] === 'container') end++;
  const text = (index: number) => tokens[index]?.text ?? '';
  const { abbreviations } = journalVocabulary();
  let sentence = false;
  for (let index = start; index < end; index++) {
    const word = text(index);
    if (LOWER_WORD.test(word)) sentence = true;
    if (word !== '.' || index === start) continue;
    const before = text(index - 1);
    if (before.length < 4 || !WORD_WITH_LOWER.test(before) || abbreviations.has(before.toLowerCase())) return;
    if (!sentence || !CAPITAL.test(text(index + 1))) return;
    const untitled = !labels.includes('title');
    const open = labels[start - 1] === 'title' && OPEN_END.test(text(start - 1));
    if (untitled || open) labels.fill('title', start, index + 1);
    return;
  }
}
