import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const WORD = /^[\p{L}\p{N}]/u;
// A body's last word ("… Development Team", "… Study Group"), not a topic ("Mental health", "Study design").
const BODY_END =
  /^(?:team|group|consortium|committee|council|association|society|organi[sz]ation|foundation|institute|agency|collaboration|network|alliance|federation|commission|board|ministry|bureau|authority|corporation|investigators|trialists)$/i;
// A name's words are capitalised: "Quantum GIS Development Team", not "Mental health in the workplace".
const NAME_WORD = /^(?:\p{Lu}|\d|of|for|and|the|on|in|de|du|des|la|le|für|und)/u;

/**
 * A body named as author, read as a title because the string opens with it and names no person: "‘Quantum GIS
 * Development Team’. | (2014) | Quantum GIS Geographic Information System." With no author, a short first title run
 * that names a body (capitalised words ending in team, group, foundation…) and is followed by the date and then another title run is the
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
  const words = tokens.slice(0, end + 1).flatMap((token) => (WORD.test(token.text) ? [token.text] : []));
  if (words.length > 8 || !BODY_END.test(words[words.length - 1] ?? '')) return;
  if (!words.every((word) => NAME_WORD.test(word))) return;
  labels.fill('author', 0, end + 1);
}
