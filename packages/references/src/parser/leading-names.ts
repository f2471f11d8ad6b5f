import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const WORD = /^[\p{L}\p{N}]/u;
// The marks that make the names at the head of a reference its editors: "(Eds.)", "eds.", "editors", "(dir.)",
// "(Hrsg.)", "(a cura di)", and a film's "(Producer)", "(Director)", which anystyle's labellers read alike.
// ABNT's "(Org.)", "(Orgs.)" (organizador) marks the editors of a Brazilian book.
const EDITOR_MARK =
  /^(?:eds?|editors?|edited|dir|hrsg|hg|hgg|cura|coord|comp|comps|orgs?|producers?|directors?|writers?)$/i;

/**
 * The names at the head of a reference are its authors unless an editors' mark goes with them: the tagger labels
 * "Boole, George, A Treatise …" or "Wagner, Richard, Mein Leben, Eike Middell (ed.)" editors, and "Binstock, R. H.,
 * & George, L. K. (Eds.). (1990). Handbook …" authors. A leading editor run without a mark in or just after it
 * becomes the authors'; a leading author run with the mark just after it, the editors'. Relabels `labels` in place.
 */
export function leadingNames(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  let start = 0;
  while (start < labels.length && labels[start] === 'number') start++;
  const label = labels[start];
  if (label !== 'editor' && label !== 'author') return;
  let end = start;
  while (labels[end + 1] === label) end++;
  let marked = false;
  for (let index = start; index <= end; index++)
    if (EDITOR_MARK.test((tokens[index] as ReferenceToken).text)) marked = true;
  // The first word after the run, past brackets and marks: "(Eds.)", ", eds.", or an editor run ending in one.
  let next = end + 1;
  while (next < tokens.length && !WORD.test((tokens[next] as ReferenceToken).text)) next++;
  const after = tokens[next]?.text ?? '';
  const markAfter =
    EDITOR_MARK.test(after) || (labels[next] === 'editor' && editorRunEndsMarked(tokens, labels, next));
  if (label === 'editor' && !marked && !markAfter) labels.fill('author', start, end + 1);
  else if (label === 'author' && !marked && markAfter) labels.fill('editor', start, end + 1);
  // The mark itself goes with the names, not with the title after them: "SANTOS, M. (Orgs.). Título …".
  if (EDITOR_MARK.test(after) && labels[next] === 'title') {
    let close = next + 1;
    while (close < tokens.length && /^[.)\]]$/.test((tokens[close] as ReferenceToken).text)) close++;
    labels.fill(labels[start] as TokenLabel, end + 1, close);
  }
}

/** Whether the editor run from `from` holds an editors' mark. */
function editorRunEndsMarked(
  tokens: readonly ReferenceToken[],
  labels: readonly TokenLabel[],
  from: number,
): boolean {
  for (let index = from; index < labels.length && labels[index] === 'editor'; index++)
    if (EDITOR_MARK.test((tokens[index] as ReferenceToken).text)) return true;
  return false;
}
