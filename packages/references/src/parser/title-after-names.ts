import { firstRun } from './first-run.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

// A name's last word before its full stop: a capitalised word of three letters or more (not an initial, not
// "St." or "Jr.").
// A particle ends a name written surname first ("Andrade, Mário de.").
const NAME_END =
  /^(?:\p{Lu}[\p{Ll}'’-]{2,}|director|editors?|translator|compiler|producer|de|da|do|dos|di|du|van|von|der|den|le|la)$/u;
// Words that end a name and take a full stop without ending the author list.
const NAME_SUFFIX = /^(?:jr|sr|al|ed|eds|dir|trans|comp|hrsg|hg|ii|iii|iv|esq|org|inc|ltd|co)$/i;
const SEPARATOR = /^(?:,|;|&|and|und|et|y|e)$/i;
const WORD = /^[\p{L}\p{N}]/u;

/**
 * The title the tagger ran into the authors in MLA and Chicago lists, where a full stop after a full name ends
 * them: "Tavo, Felise. | Woman, Mother and Bride: …", "Shakespeare, William. | Othello.", "Sokol, B. J., and Mary
 * Sokol. | Shakespeare, Law, and Marriage." Author tokens after "Name." that do not go on with a separator are the
 * title's. Relabels `labels` in place.
 */
export function titleAfterNames(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  const run = firstRun(labels, 'author');
  if (!run) return;
  const { start, end } = run;
  for (let at = start + 2; at < end; at++) {
    if ((tokens[at] as ReferenceToken).text !== '.') continue;
    const word = (tokens[at - 1] as ReferenceToken).text;
    if (!NAME_END.test(word) || NAME_SUFFIX.test(word)) continue;
    const next = (tokens[at + 1] as ReferenceToken).text;
    // Not an initial after it: "Atassi, A.; & Kashyap. A., 2011" goes on with the name.
    if (SEPARATOR.test(next) || !/^(?:\p{Lu}[\p{L}\p{N}'’-]|[“"«‘])/u.test(next)) continue;
    if (!tokens.slice(at + 1, end + 1).some((token) => WORD.test(token.text))) return;
    labels.fill('title', at + 1, end + 1);
    return;
  }
  if (!afterInitials(tokens, labels, start, end)) titleBetweenCommas(tokens, labels, start, end);
}

const FUNCTION_WORD = /^(?:of|for|in|on|the|to|with|by|from|a|an|at|as|via|into|versus|vs)$/;

/**
 * The title written between commas after the names ("Feferman, S., | Transfinite Recursive Progressions of
 * Axiomatic Theories, J. Symbolic Logic"): after a name that ends in initials, a comma-separated part of four
 * words or more with a lower-case function word is no name. It and the rest of the run are the title's.
 */
function titleBetweenCommas(
  tokens: readonly ReferenceToken[],
  labels: TokenLabel[],
  start: number,
  end: number,
): void {
  const text = (index: number) => (tokens[index] as ReferenceToken).text;
  const first = tokens.findIndex((token, index) => index > start && token.text === ',');
  for (let comma = start + 2; comma < end; comma++) {
    // After a name ending in initials, or after the first name written "Surname, Given," in full.
    const initials = text(comma - 1) === '.' && INITIAL.test(text(comma - 2));
    const given =
      first > start &&
      first < comma &&
      tokens.slice(first + 1, comma).every((token) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(token.text)) &&
      comma - first <= 3;
    if (text(comma) !== ',' || !(initials || given)) continue;
    // The part runs on into a title run after the names ("Boole, George, A Treatise | On The Calculus …,").
    let stop = comma + 1;
    while (stop < tokens.length && (stop <= end || labels[stop] === 'title') && text(stop) !== ',') stop++;
    // Written between commas: a body named last ("…, National Library of Medicine.") ends the list.
    if (stop > end && labels[end + 1] !== 'title') return;
    // Run on only from a short part of the names without full stops, brackets or separators ("A Treatise"), not
    // from the next names ("G. J. Sussman and J. Sussman. Structure …", "Genomics Consortium (IPDGC) …").
    const named = tokens.slice(comma + 1, end + 1);
    if (
      stop > end &&
      (named.length > 4 || named.some((token) => /^[.(]$/.test(token.text) || SEPARATOR.test(token.text)))
    )
      continue;
    const part = tokens.slice(comma + 1, stop).map((token) => token.text);
    const words = part.filter((word) => WORD.test(word));
    if (
      words.length < 4 ||
      !/^\p{Lu}/u.test(part[0] ?? '') ||
      !words.some((word) => FUNCTION_WORD.test(word))
    )
      continue;
    labels.fill('title', comma + 1, end + 1);
    return;
  }
}

const INITIAL = /^\p{Lu}$/u;

/**
 * The same after the first name's initials, written surname first ("Forster, E. M. | Howards End."): after
 * "Surname, J. A." the names go on only after a separator, so two or more words that do not hold a next name are the title.
 */
function afterInitials(
  tokens: readonly ReferenceToken[],
  labels: TokenLabel[],
  start: number,
  end: number,
): boolean {
  const text = (index: number) => (tokens[index] as ReferenceToken).text;
  if (text(start + 1) !== ',') return false;
  for (let at = start + 3; at < end; at++) {
    if (text(at) !== '.' || !INITIAL.test(text(at - 1))) continue;
    const next = text(at + 1);
    if (!/^\p{Lu}[\p{L}'’-]+$/u.test(next) || text(at + 2) === '.') continue;
    // Only the first name's initials ("Forster, E. M."): after a separator, Chicago writes the next names given
    // name first ("Lee, L. L., W. E. | Howard").
    if (
      !tokens
        .slice(start + 2, at)
        .every((token) => INITIAL.test(token.text) || token.text === '.' || token.text === '-')
    )
      return false;
    const rest = tokens.slice(at + 1, end + 1);
    const words = rest.filter((token) => WORD.test(token.text));
    // Not a next name: "Smith, J. A. Jones, K." holds an initial after a comma.
    // "Mason, R. Hal and John C. McKelvey." holds one before its first full stop.
    const stop = rest.findIndex(
      (token, index) => token.text === '.' && !INITIAL.test(rest[index - 1]?.text ?? ''),
    );
    const named = rest.some(
      (token, index) =>
        (token.text === ',' && INITIAL.test(rest[index + 1]?.text ?? '')) ||
        ((stop < 0 || index < stop) && /^(?:and|&|und|et)$/i.test(token.text)),
    );
    if (words.length < 2 || named) return false;
    labels.fill('title', at + 1, end + 1);
    return true;
  }
  return false;
}
