import { COLLECTIVE } from './parse-person-name.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const WORD = /^[\p{L}\p{N}]/u;

/**
 * A body named as author, read as a title because the string opens with it and names no person: "‘Quantum GIS
 * Development Team’. | (2014) | Quantum GIS Geographic Information System." With no author, a short first title run
 * that names a body (team, group, foundation…) and is followed by the date and then another title run is the
 * author. Relabels `labels` in place.
 */
export function bodyTakenForTitle(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  if (labels[0] !== 'title' || labels.includes('author')) return;
  let end = 0;
  while (labels[end + 1] === 'title') end++;
  let after = end + 1;
  if (labels[after] !== 'date') return;
  while (labels[after] === 'date') after++;
  if (labels[after] !== 'title') return;
  const words = tokens.slice(0, end + 1).filter((token) => WORD.test(token.text));
  if (words.length > 8 || !COLLECTIVE.test(words.map((token) => token.text).join(' '))) return;
  labels.fill('author', 0, end + 1);
}
