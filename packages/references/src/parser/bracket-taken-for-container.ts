import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const CLOSING: Record<string, string> = { ')': '(', ']': '[' };
const WORD = /^[\p{L}\p{N}]/u;

/**
 * The end of a bracket the title opened, read as the container's start when no full stop follows the title:
 * "… amyloid precursor protein (1) | Brain Res.", "… 1,4-dichlorobenzene (DCB) | Arch Toxicol.",
 * "… tomography (FDG/PET) | PNAS". A container run that opens with a closing bracket (within a few tokens) whose
 * opening one is in the title or in the container's own first tokens gives the title those tokens, when the
 * container goes on after them. Relabels `labels` in place.
 */
export function bracketTakenForContainer(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  const start = labels.indexOf('container');
  if (start < 1 || labels[start - 1] !== 'title') return;
  const text = (index: number) => tokens[index]?.text ?? '';
  let close = start;
  while (close < start + 5 && labels[close] === 'container' && !(text(close) in CLOSING)) close++;
  const opening = CLOSING[text(close)];
  if (!opening || labels[close] !== 'container') return;
  // The bracket opened in the title's last tokens or as the container's first, and was not closed since
  // ("Nutrients (Basel) …" keeps its bracket).
  let open = close - 1;
  while (open >= 0 && open >= start - 8 && text(open) !== opening) {
    if (text(open) in CLOSING) return;
    open--;
  }
  if (text(open) !== opening || open > start || (open < start && labels[open] !== 'title')) return;
  let after = close + 1;
  while (after < tokens.length && labels[after] === 'container' && !WORD.test(text(after))) after++;
  if (labels[after] !== 'container') return;
  labels.fill('title', start, close + 1);
}
