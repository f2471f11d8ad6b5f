import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const EDITOR_MARK = /^(?:eds?|editors?|hrsg|hg|dir)$/i;
const PUBLISHER_WORD =
  /^(?:press|pr|verlag|publishers?|publishing|publications|books|inc|ltd|co|sons|editions?|éditions|edizioni|editora|editorial)$/i;
const WORD = /^[\p{L}\p{N}]/u;
const PLACE_PUBLISHER = /^[^:]{1,25}:\s*(?:\S+\s*){1,3}$/;

/**
 * The book the tagger took for a publisher or place after its editors ("in R. E. Barnhill (eds.), | Computer Aided
 * Geometric Design, | Academic Press, New York"; "in D. R. Goyal, ed, | Non-Alignment: Concepts and Concerns |
 * (Delhi: …)"), when it found no container: the publisher and place words after an editors' mark, up to a bracket
 * or to the part that names a publisher ("Academic Press") or reads "Place: Publisher".
 */
export function bookAfterEditors(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  if (labels.includes('container')) return;
  const text = (index: number) => tokens[index]?.text ?? '';
  for (let index = 1; index < labels.length; index++) {
    if (labels[index - 1] !== 'editor' || (labels[index] !== 'publisher' && labels[index] !== 'location'))
      continue;
    let mark = index - 1;
    while (mark > 0 && !WORD.test(text(mark))) mark--;
    if (!EDITOR_MARK.test(text(mark))) return;
    let end = index;
    while (labels[end + 1] === 'publisher' || labels[end + 1] === 'location') end++;
    // Comma-separated parts, up to a bracket.
    const parts: [number, number][] = [];
    let bracket = false;
    let from = index;
    for (let at = index; at <= end + 1; at++) {
      const token = text(at);
      if (at <= end && token !== ',' && token !== '(' && token !== '[') continue;
      if (at > from) parts.push([from, at - 1]);
      bracket = token === '(' || token === '[';
      if (bracket || at > end) break;
      from = at + 1;
    }
    const publisherAt = parts.findIndex(
      ([start, stop], part) =>
        part > 0 &&
        (tokens.slice(start, stop + 1).some((token) => PUBLISHER_WORD.test(token.text)) ||
          PLACE_PUBLISHER.test(
            tokens
              .slice(start, stop + 1)
              .map((token) => token.text)
              .join(' '),
          )),
    );
    const book = publisherAt < 0 ? parts : parts.slice(0, publisherAt);
    const last = book[book.length - 1];
    // Something must follow the book: its publisher's part or the publication brackets.
    if (!last || (book.length === parts.length && !bracket)) return;
    labels.fill('container', index, last[1] + 1);
    return;
  }
}
