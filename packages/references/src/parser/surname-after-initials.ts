import { firstRun } from './first-run.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const WORD = /^[\p{L}\p{N}]/u;
const INITIAL = /^\p{Lu}$/u;
const NAME = /^\p{Lu}[\p{L}'’]+$/u;
const SEPARATOR = /^(?:,|;|&|and|und|et)$/i;
const YEAR = /^(?:1[5-9]|20)\d\d[a-z]?$/;

/**
 * The last author's surname the tagger ran into the title, in a list written given names first: "Howard Turtle
 * and W. | Bruce Croft. Inference networks …", "E. L. Brodie, F. | Garcia-Pichel. Bacteria …". When the author
 * run ends in initials only after a name written given name first, the title's first chunk of capitalised words up to its full stop or colon is the
 * rest of the names. A list written surname first ("Smith, J. A.") has no such name before the initials.
 * Relabels `labels` in place.
 */
export function surnameTakenForTitle(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  const run = firstRun(labels, 'author');
  if (!run) return;
  const { start, end } = run;
  if (labels[end + 1] !== 'title') return;
  const text = (index: number) => tokens[index]?.text ?? '';
  // The run's last segment (after its last separator) holds initials only, and the one before it is a name
  // ending in a surname.
  let separator = end;
  while (separator >= start && !SEPARATOR.test(text(separator))) separator--;
  // Given names may come before the initials ("and Tristram R. | Kidder"); the segment ends in an initial.
  for (let index = separator + 1; index <= end; index++)
    if (!INITIAL.test(text(index)) && !NAME.test(text(index)) && text(index) !== '.' && text(index) !== '-')
      return;
  let lastWord = end;
  while (lastWord > separator && !WORD.test(text(lastWord))) lastWord--;
  if (!INITIAL.test(text(lastWord))) return;
  // Not a run that ends in its separator ("Benedict Anderson, | Imagined Communities: …" is a title).
  if (separator === end || separator < start) return;
  let before = separator - 1;
  while (before >= start && SEPARATOR.test(text(before))) before--;
  let previous = before;
  while (previous >= start && !SEPARATOR.test(text(previous))) previous--;
  const words = tokens.slice(previous + 1, before + 1).filter((token) => WORD.test(token.text));
  // Or the first author's given names after "Surname," (Chicago: "Ortmann, Anthony L. and Tristram R.").
  const inverted = previous === start + 1 && text(previous) === ',';
  if (!inverted && (words.length < 2 || !NAME.test(text(before)))) return;
  // The title's first chunk: capitalised names, up to a full stop that ends no initial, a colon or a year.
  let chunk = end + 1;
  let names = 0;
  for (; chunk < tokens.length && labels[chunk] === 'title'; chunk++) {
    const word = text(chunk);
    if (word === ':' || YEAR.test(word)) break;
    if (word === '.' && !INITIAL.test(text(chunk - 1))) break;
    if (word === '.' || word === '-' || SEPARATOR.test(word)) continue;
    if (!NAME.test(word) && !INITIAL.test(word)) return;
    names++;
  }
  if (names === 0 || names > 6 || labels[chunk] !== 'title') return;
  let rest = 0;
  for (let index = chunk + 1; index < tokens.length && labels[index] === 'title'; index++)
    if (WORD.test(text(index))) rest++;
  if (rest < 2) return;
  const year = YEAR.test(text(chunk));
  labels.fill('author', end + 1, year ? chunk : chunk + 1);
  if (year) labels[chunk] = 'date';
}
