import type { ImportToken } from './import-context.ts';

/**
 * Tokens with a prefix before the first and a suffix after the last: on the element itself when one stands
 * there (so the text prints and vanishes with it), else as text.
 */
export function withAffixes(tokens: ImportToken[], prefix: string, suffix: string): ImportToken[] {
  if (!prefix && !suffix) return tokens;
  const copy = [...tokens];
  const first = copy[0];
  if (prefix) {
    if (first?.kind === 'element') {
      copy[0] = { ...first, element: { ...first.element, prefix: prefix + first.element.prefix } };
    } else if (first?.kind === 'label') copy[0] = { ...first, lead: prefix + (first.lead ?? '') };
    else copy.unshift({ kind: 'text', text: prefix });
  }
  const last = copy[copy.length - 1];
  if (suffix) {
    if (last?.kind === 'element') {
      copy[copy.length - 1] = { ...last, element: { ...last.element, suffix: last.element.suffix + suffix } };
    } else copy.push({ kind: 'text', text: suffix });
  }
  return copy;
}
