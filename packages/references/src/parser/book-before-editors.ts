import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const WORD = /^[\p{L}\p{N}]/u;
const CAPITAL = /^\p{Lu}/u;
const EDITOR_MARK = /^(?:eds?|editors?|edited|hrsg|hg|dir)$/i;
const TRAILING = new Set([',', '.', ':', ';', '(', '[']);

/**
 * The book the tagger ran into the editors when a chapter names its book before them: "In Structural, Syntactic,
 * and Statistical Pattern Recognition, eds. Terry Caelli, …", "In: Boethius: His Life. Ed. Margaret Gibson",
 * "In Adaptive Co-management. (Eds D Armitage, …)". An editor run that starts with "In" and holds an editors'
 * mark followed by a name: the words between "In" and the mark are the container. The usual order ("In Wrobel,
 * S. (Ed.), Proceedings …") has no name after the mark and stays. Relabels `labels` in place.
 */
export function bookBeforeEditors(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  if (labels.includes('container')) return;
  for (let index = 0; index < tokens.length; index++) {
    if (labels[index] !== 'editor' || !/^in$/i.test((tokens[index] as ReferenceToken).text)) continue;
    if (index > 0 && labels[index - 1] === 'editor') continue;
    let from = index + 1;
    if (tokens[from]?.text === ':') from++;
    if (!CAPITAL.test(tokens[from]?.text ?? '')) return;
    let mark = from + 1;
    while (
      mark < tokens.length &&
      labels[mark] === 'editor' &&
      !EDITOR_MARK.test((tokens[mark] as ReferenceToken).text)
    )
      mark++;
    if (mark >= tokens.length || labels[mark] !== 'editor') return;
    let name = mark + 1;
    if (tokens[name]?.text === '.') name++;
    // "In What Is an Animal? Tim Ingold, ed. Pp. 84–99": the names came first, the pages follow the mark.
    const after = tokens[name]?.text ?? '';
    if (!CAPITAL.test(after) || /^(?:pp?|pages?)$/i.test(after)) return;
    let last = mark - 1;
    while (last > from && TRAILING.has((tokens[last] as ReferenceToken).text)) last--;
    if (!WORD.test((tokens[last] as ReferenceToken).text)) return;
    // A book, not the editors' names ("in Bill Puka, ed. Moral Development"): four words or a lower-case one.
    const words = tokens.slice(from, last + 1).filter((token) => WORD.test(token.text));
    if (words.length < 4 && !words.some((token) => /^\p{Ll}/u.test(token.text))) return;
    labels.fill('note', index, from);
    labels.fill('container', from, last + 1);
    return;
  }
}
