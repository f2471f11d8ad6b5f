import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const CHUNK_END = new Set([',', '.', ':', ';', '(', ')', '[', ']', '”', '"', '’', '»']);
const WORD = /^[\p{L}\p{N}]/u;

/**
 * A title the tagger cut inside a phrase, labelling its end the container: "… in a Heterogeneous | Environment,
 * ACM Multimedia 95", "… a Window-Based | Graphical User Interface, IEEE Transactions on Graphics". When a title
 * run runs straight into a container run, with no mark between, the container's first phrase (to its comma or full
 * stop) is the title's, if the container goes on after it. Relabels `labels` in place.
 */
export function titleRunOn(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  for (let index = 0; index < labels.length - 1; index++) {
    if (labels[index] !== 'title' || labels[index + 1] !== 'container') continue;
    // Straight into it: a word on both sides, no mark ("kills? | The Age", "…,'' | Conf. Rec.").
    if (!WORD.test((tokens[index] as ReferenceToken).text) || !WORD.test(tokens[index + 1]?.text ?? ''))
      return;
    let end = index + 1;
    while (
      end < labels.length &&
      labels[end] === 'container' &&
      !CHUNK_END.has((tokens[end] as ReferenceToken).text)
    )
      end++;
    if (labels[end] !== 'container') return;
    let rest = end + 1;
    while (
      rest < labels.length &&
      labels[rest] === 'container' &&
      !WORD.test((tokens[rest] as ReferenceToken).text)
    )
      rest++;
    if (labels[rest] !== 'container') return;
    labels.fill('title', index + 1, end + 1);
    return;
  }
}
