import { MONTH } from './month-word.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

// A capitalised word of four letters or more that begins like a month, as the tagger's month feature reads words
// ("Decreased", "Marathon", "Novel").
const WORD = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{Ll}+$/u;

// A capitalised word: a journal's one-word name ("Lancet", "Nature").
const NAME = /^\p{Lu}\p{Ll}{2,}$/u;

/**
 * Words the tagger gave the date after the year: the title's first word, because it begins like a month ("(2003) |
 * Decreased | cyclin-dependent kinase…", "(2007) | Marathon | runners…"), and a one-word journal right before the
 * volume ("(1976) | Lancet | 2, 1403"). A date's last token that is a capitalised word but no month or season name
 * is the title's before the title, the container's before the volume. Relabels `labels` in place.
 */
export function titleWordTakenForDate(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  for (let index = 1; index + 1 < labels.length; index++) {
    if (labels[index] !== 'date' || labels[index - 1] !== 'date') continue;
    const text = tokens[index]?.text ?? '';
    if (MONTH.test(text)) continue;
    const next = labels[index + 1];
    if (next === 'title' && WORD.test(text)) labels[index] = 'title';
    else if (next === 'volume' && NAME.test(text) && !labels.includes('container'))
      labels[index] = 'container';
  }
}
