import { firstRun } from './first-run.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const CONNECTOR = /^(?:&|and)$/;
const SURNAME = /^\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]*$/u;
const INITIALS = /^\p{Lu}{1,3}$/u;
const WORD = /^[\p{L}\p{N}]/u;

/**
 * The last author the tagger read as the title's first words in a Vancouver list with no full stop after the
 * names, as lists converted from other styles print them: "Hardy JA & | Higgins GA Alzheimer's disease: …",
 * "Frost B, Lewis J & | Feany MB Tau promotes …". An author run that ends in "&" or "and", followed by a title
 * run that opens with a surname and its undotted initials, gives those two words back to the authors.
 * Relabels `labels` in place.
 */
export function surnameAfterAmpersand(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  const run = firstRun(labels, 'author');
  if (!run) return;
  const { end } = run;
  const text = (index: number) => tokens[index]?.text ?? '';
  if (!CONNECTOR.test(text(end)) || labels[end + 1] !== 'title') return;
  let surname = end + 1;
  // A particle or a hyphenated surname's parts stay with it: "van Dam JP", "Pericak - Vance MA".
  while (text(surname + 1) === '-' && SURNAME.test(text(surname + 2))) surname += 2;
  if (!SURNAME.test(text(end + 1)) || !INITIALS.test(text(surname + 1))) return;
  const initials = surname + 1;
  if (labels[initials] !== 'title') return;
  let rest = 0;
  for (let index = initials + 1; index < tokens.length && labels[index] === 'title'; index++)
    if (WORD.test(text(index))) rest++;
  if (rest < 2) return;
  labels.fill('author', end + 1, initials + 1);
}
