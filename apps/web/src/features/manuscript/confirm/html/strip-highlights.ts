import { HTML_TOKENS, parseHighlightAttribute, tagAttributes } from '@galley/manuscript/board';

const isHighlight = (attributes: Map<string, string>) =>
  [...attributes.keys()].some((name) => parseHighlightAttribute(name) !== undefined) ||
  attributes.has('data-highlight-delete');

/**
 * The board HTML without its highlight spans and delete controls (their text kept), so highlights can be drawn
 * afresh from ranges: the stored HTML of earlier steps carries spans the board re-numbers.
 */
export function stripHighlights(html: string): string {
  const spans: boolean[] = [];
  let out = '';
  for (const token of html.matchAll(HTML_TOKENS)) {
    const [whole, closing, opening, attributes, selfClosing] = token;
    if (closing?.toLowerCase() === 'span') {
      if (!spans.pop()) out += whole;
    } else if (opening?.toLowerCase() === 'span' && !selfClosing) {
      const dropped = isHighlight(tagAttributes(attributes ?? ''));
      spans.push(dropped);
      if (!dropped) out += whole;
    } else out += whole;
  }
  return out;
}
