import { MONTH } from './month-word.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

/**
 * A container run that holds only a month or season ("L’Aide-soignante, | février | 2004") is the date's: left as
 * the container it would win over the journal the tagger missed. Relabels `labels` in place.
 */
export function dateTakenForContainer(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  for (let index = 0; index < labels.length; index++) {
    if (labels[index] !== 'container' || labels[index - 1] === 'container') continue;
    let end = index;
    while (labels[end + 1] === 'container') end++;
    const words = tokens.slice(index, end + 1).filter((token) => /^[\p{L}\p{N}]/u.test(token.text));
    if (words.length > 0 && words.every((token) => MONTH.test(token.text)))
      labels.fill('date', index, end + 1);
    index = end;
  }
}
