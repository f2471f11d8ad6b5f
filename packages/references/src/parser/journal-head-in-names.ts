import { firstRun } from './first-run.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

// An initial or an abbreviated word, each with its full stop: "J.", "Fortsch.".
const DOTTED = /^\p{Lu}\p{Ll}{0,7}$/u;
// A name's suffix with its full stop: "R. P. Feynman, Sr. | Rev. Mod. Phys.".
const SUFFIX = /^(?:Jr|Sr)$/;

/**
 * The head of a journal's abbreviation the tagger gave the authors in physics lists, which print no title: "S.
 * Weinberg, | J. | Math. Phys. 8, 417", "S. Kachru, | Fortsch. | Phys. 55". In a list written given name first, a
 * last part after a comma that is only abbreviations with their full stops names no one (an initial comes before
 * its family name there): it is the journal's, when the journal follows. Relabels `labels` in place.
 */
export function journalHeadInNames(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  const run = firstRun(labels, 'author');
  if (!run) return;
  const { start, end } = run;
  const text = (index: number) => tokens[index]?.text ?? '';
  if (labels[end + 1] !== 'container' || !/^\p{Lu}$/u.test(text(start)) || text(start + 1) !== '.') return;
  let from = end + 1;
  while (
    from - 2 > start &&
    text(from - 1) === '.' &&
    DOTTED.test(text(from - 2)) &&
    !SUFFIX.test(text(from - 2))
  )
    from -= 2;
  // At most two abbreviations, after a comma that ends a name ("S. Weinberg,").
  if (from > end || end + 1 - from > 4 || text(from - 1) !== ',') return;
  if (!/^\p{Lu}[\p{Ll}'’-]+$/u.test(text(from - 2))) return;
  labels.fill('container', from, end + 1);
}
