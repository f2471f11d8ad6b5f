import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const NAME = /^(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?[\p{Ll}'’]+)?|\p{Lu})$/u;
const SEPARATOR = /^(?:,|and|&|\/|und|et)$/;
const WORD = /^[\p{L}\p{N}]/u;

/**
 * The authors the tagger read as the start of the title when it found none: "Dimitris Bertsimas and Robert
 * Weismantel. Optimization over integers.", "He Huanhuan: On Dignāga’s Names." A title run at the head of the
 * string whose first sentence (to its full stop or colon) is a list of names of two or three capitalised words
 * (or initials) each, followed by more title, gives that sentence to the authors. Relabels `labels` in place.
 */
export function namesTakenForTitle(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  if (labels.includes('author') || labels.includes('editor')) return;
  let start = 0;
  while (start < labels.length && labels[start] === 'number') start++;
  if (labels[start] !== 'title') return;
  const text = (index: number) => tokens[index]?.text ?? '';
  let end = start;
  let segment = 0;
  let segments = 0;
  for (; end < labels.length && labels[end] === 'title'; end++) {
    const token = text(end);
    if (token === ':' || (token === '.' && !/^\p{Lu}$/u.test(text(end - 1)))) break;
    if (token === '.' || token === '-') continue;
    if (SEPARATOR.test(token)) {
      if (segment > 0 && (segment < 2 || segment > 3)) return;
      if (segment > 0) segments++;
      segment = 0;
      continue;
    }
    if (!NAME.test(token)) return;
    segment++;
  }
  if (segment < 2 || segment > 3 || labels[end] !== 'title') return;
  let rest = 0;
  for (let index = end + 1; index < labels.length && labels[index] === 'title'; index++)
    if (WORD.test(text(index))) rest++;
  if (rest < 2 || segments + 1 > 8) return;
  labels.fill('author', start, end + 1);
}
