import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const WORD = /^[\p{L}\p{N}]/u;
const HEAD = new Set<TokenLabel>(['number', 'author', 'date']);
const IMPRINT = new Set<TokenLabel>(['publisher', 'location']);

/**
 * A book's title the tagger took for its publisher or place when it found no title: "Horn, B. (1986). | Robot
 * Vision, | MIT Press.", "Beard M. et Price S., | Religions de Rome, | Paris, 2006." The first run after the names
 * and date, when it is a publisher or place run followed later by another one, is the title. Relabels `labels`.
 */
export function titleTakenForPublisher(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  if (labels.includes('title') || labels.includes('container')) return;
  let start = 0;
  while (
    start < labels.length &&
    (HEAD.has(labels[start] as TokenLabel) || !WORD.test((tokens[start] as ReferenceToken).text))
  )
    start++;
  if (start === 0 || !IMPRINT.has(labels[start] as TokenLabel)) return;
  let end = start;
  while (labels[end + 1] === labels[start]) end++;
  let later = end + 1;
  while (later < labels.length && !IMPRINT.has(labels[later] as TokenLabel)) later++;
  if (later >= labels.length) return;
  let last = end;
  while (last > start && !WORD.test((tokens[last] as ReferenceToken).text)) last--;
  labels.fill('title', start, last + 1);
}
