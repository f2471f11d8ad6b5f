import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const WORD = /^[\p{L}\p{N}]/u;

/**
 * "Milton, John. Paradise Lost. Edited by John Leonard." and "Douglass, Frederick. My Bondage and My Freedom. Ed.
 * William L. Andrews.": the tagger, seeing the editors' mark ahead, can label the author and the title before it
 * editors too. When no author was found and everything before a sentence starting "Edited by" or "Ed." is labelled
 * editor, the first sentence is the author and the rest the title. Relabels `labels` in place.
 */
export function authorBeforeEditedBy(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  if (labels.includes('author')) return;
  const mark = editedBy(tokens);
  if (mark < 0) return;
  let start = 0;
  while (start < mark && labels[start] === 'number') start++;
  for (let index = start; index < mark; index++) if (labels[index] !== 'editor') return;
  for (let index = start + 1; index < mark - 2; index++) {
    if ((tokens[index] as ReferenceToken).text !== '.') continue;
    const before = (tokens[index - 1] as ReferenceToken).text;
    const after = tokens[index + 1]?.text ?? '';
    const initial = before.length === 1;
    // "Smith, J. A. Title": a full stop after an initial ends the name only before a title's first two words.
    if (initial && !(after.length > 1 && WORD.test(tokens[index + 2]?.text ?? ''))) continue;
    labels.fill('author', start, index + 1);
    labels.fill('title', index + 1, mark);
    return;
  }
}

/** The index of "Edited" in "Edited by", or of "Ed" in "Ed. Name", starting a sentence; -1 when none. */
function editedBy(tokens: readonly ReferenceToken[]): number {
  for (let index = 2; index < tokens.length - 2; index++) {
    if ((tokens[index - 1] as ReferenceToken).text !== '.') continue;
    const text = (tokens[index] as ReferenceToken).text;
    const next = (tokens[index + 1] as ReferenceToken).text;
    if ((text === 'Edited' && next === 'by') || (text === 'Ed' && next === '.')) return index;
  }
  return -1;
}
