import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const FUNCTION_WORD = /^(?:and|of|on|in|for|the|to|de|des|du|la|le|für|und|der|die|das)$/i;
const LOWER = /^\p{Ll}/u;
const CHUNK_END = new Set([',', '.', ':', ';', '(', ')', '[', ']']);

/**
 * A container the tagger cut inside a phrase, labelling its end a publisher or place: "In Proc. Symposium on Logic
 * | in Computer Science, 1989", "… Workshop on Real | -Time Systems", "… Logic Programming and | Nonmonotonic
 * Reasoning." When the container ends on a function word, or what follows starts in lower case or with a hyphen,
 * the container goes on to the end of the phrase. Relabels `labels` in place.
 */
export function containerRunOn(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  for (let index = 0; index < labels.length - 1; index++) {
    if (labels[index] !== 'container' || labels[index + 1] === 'container') continue;
    const next = labels[index + 1];
    if (next !== 'publisher' && next !== 'location' && next !== 'editor') continue;
    const last = (tokens[index] as ReferenceToken).text;
    const after = (tokens[index + 1] as ReferenceToken).text;
    if (CHUNK_END.has(last) || CHUNK_END.has(after)) continue;
    if (!FUNCTION_WORD.test(last) && !LOWER.test(after) && after !== '-') continue;
    let end = index + 1;
    while (
      end + 1 < labels.length &&
      labels[end + 1] === next &&
      !CHUNK_END.has((tokens[end + 1] as ReferenceToken).text)
    )
      end++;
    labels.fill('container', index + 1, end + 1);
    index = end;
  }
}
