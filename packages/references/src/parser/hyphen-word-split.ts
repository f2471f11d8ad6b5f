import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const HYPHENS = new Set(['-', '‐', '‑']);
const WORD = /^[\p{L}\p{N}]/u;
const INITIALS = /^\p{Lu}{1,3}$/u;
const CAPITAL = /^\p{Lu}$/u;
const LETTER = /^\p{L}/u;
const STARTS: ReadonlySet<TokenLabel> = new Set(['title', 'container']);
// What the tagger took the word's head for: names (the title's first word after the authors, "NIA-AA …"), a note,
// a year's digits ("(1984) 4-Nonylphenol …", only before letters: "1195-1204" stays pages). Never the title for the
// container: a title's last word printed with a hyphen ("quantum-dot-DNA conjugates") reads either way.
const TAKEN_FROM: ReadonlySet<TokenLabel> = new Set(['author', 'editor', 'note', 'date']);

/**
 * A field that starts inside a hyphenated word: the tagger gave "NIA" to the authors and "-AA Research
 * Framework" to the title, "TDP" and "-43 repression …" likewise, "The Person-" to the title and "Centered
 * Journal" to the container. No field ends inside a word printed without spaces: the title or container the
 * word's end belongs to takes the whole word — but for a hyphenated family name with its initials after it
 * ("Grundke-Iqbal I: Developing …"), which the authors take. Relabels `labels` in place.
 */
export function hyphenWordSplit(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  const word = (index: number) => WORD.test(tokens[index]?.text ?? '');
  const joined = (index: number) => tokens[index]?.spaceBefore === false;
  for (let index = 1; index + 1 < tokens.length; index++) {
    const label = labels[index + 1];
    if (!HYPHENS.has(tokens[index]?.text ?? '') || !label || !STARTS.has(label)) continue;
    if (joined(index) === false || !joined(index + 1) || !word(index - 1) || !word(index + 1)) continue;
    // The word: letters and digits joined by hyphens, no space and no other mark inside.
    let start = index - 1;
    while (start > 1 && joined(start) && HYPHENS.has(tokens[start - 1]?.text ?? '') && word(start - 2))
      start -= 2;
    let end = index + 1;
    while (
      end + 2 < tokens.length &&
      HYPHENS.has(tokens[end + 1]?.text ?? '') &&
      joined(end + 1) &&
      joined(end + 2)
    )
      end += 2;
    const left = labels[start];
    if (!left || !TAKEN_FROM.has(left) || (left === 'date' && !LETTER.test(tokens[index + 1]?.text ?? '')))
      continue;
    const next = tokens[end + 1];
    // "Wu C-I", not "Jones K T-B cell …", where the name has its initials already.
    const initialsBefore = labels[start - 1] === 'author' && INITIALS.test(tokens[start - 1]?.text ?? '');
    if (left === 'author' && allInitials(tokens, start, end) && !initialsBefore)
      labels.fill('author', start, end + 1);
    else if (left === 'author' && next?.spaceBefore && INITIALS.test(next.text)) {
      labels.fill('author', start, end + 2);
      if (/^[.,:;]$/.test(tokens[end + 2]?.text ?? '') && labels[end + 2] === label)
        labels[end + 2] = 'author';
    } else labels.fill(label, start, index + 1);
  }
}

/** Whether every part of a hyphenated word is one capital, initials: "Ting C-T", "Wu C-I" (not "NIA-AA"). */
function allInitials(tokens: readonly ReferenceToken[], start: number, end: number): boolean {
  for (let index = start; index <= end; index += 2)
    if (!CAPITAL.test(tokens[index]?.text ?? '')) return false;
  return true;
}
