import { MONTH } from './month-word.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

// A capitalised word of four letters or more that begins like a month, as the tagger's month feature reads words
// ("Decreased", "Marathon", "Novel").
const WORD = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{Ll}+$/u;

/**
 * The title's first word the tagger gave the date because it begins like a month ("(2003) | Decreased | cyclin-
 * dependent kinase…", "(2007) | Marathon | runners…"): a date's last token that is a capitalised word but no month
 * or season name, right before the title, is the title's. Relabels `labels` in place.
 */
export function titleWordTakenForDate(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  for (let index = 1; index + 1 < labels.length; index++) {
    if (labels[index] !== 'date' || labels[index + 1] !== 'title') continue;
    const text = tokens[index]?.text ?? '';
    if (WORD.test(text) && !MONTH.test(text)) labels[index] = 'title';
  }
}
