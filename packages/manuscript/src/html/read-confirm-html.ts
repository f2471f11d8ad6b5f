import { type HighlightRange, STEP_VALUES } from '@galley/contracts';
import { parseHighlightAttribute } from './highlight-attribute.ts';
import { decodeEntities, HTML_TOKENS, tagAttributes } from './html-tokens.ts';

export interface ConfirmHtmlContent {
  /** The highlights, one range per highlight and block, in the steps' order (manuscript-steps.md), then by index. */
  highlights: HighlightRange[];
  /** Each block's text as the HTML holds it (it must equal the model's, or the offsets mean nothing). */
  texts: Map<string, string>;
}

const VOID = new Set(['br', 'img', 'hr', 'input', 'wbr', 'meta', 'link', 'col']);

interface OpenElement {
  name: string;
  block?: string;
  highlights: { step: HighlightRange['step']; index: number }[];
}

/**
 * The confirm board's HTML → highlight ranges, by counting text characters inside each `data-block` paragraph.
 * A small tokenizer rather than a DOM, so it runs the same in the server and the browser; it reads what
 * `renderConfirmHtml` writes and what a browser serialises after editing it (any attribute quoting, entities).
 */
export function readConfirmHtml(html: string): ConfirmHtmlContent {
  const stack: OpenElement[] = [];
  const texts = new Map<string, string>();
  const found = new Map<string, HighlightRange & { index: number }>();
  for (const token of html.matchAll(HTML_TOKENS)) {
    const [, closing, opening, attributes, selfClosing, text] = token;
    if (closing) {
      const at = findLastIndex(stack, (element) => element.name === closing.toLowerCase());
      if (at >= 0) stack.length = at;
    } else if (opening) {
      const element = readElement(opening.toLowerCase(), attributes ?? '');
      if (!selfClosing && !VOID.has(element.name)) stack.push(element);
    } else if (text) {
      const block = findLast(stack, (element) => element.block !== undefined)?.block;
      if (!block) continue;
      const decoded = decodeEntities(text);
      const offset = texts.get(block)?.length ?? 0;
      texts.set(block, (texts.get(block) ?? '') + decoded);
      for (const element of stack)
        for (const { step, index } of element.highlights) {
          const key = `${step}\u0000${index}\u0000${block}`;
          const range = found.get(key);
          if (range) range.end = offset + decoded.length;
          else found.set(key, { step, block, start: offset, end: offset + decoded.length, index });
        }
    }
  }
  const highlights = [...found.values()]
    .sort((a, b) => STEP_VALUES.indexOf(a.step) - STEP_VALUES.indexOf(b.step) || a.index - b.index)
    .map(({ step, block, start, end }) => ({ step, block, start, end }));
  return { highlights, texts };
}

function readElement(name: string, attributes: string): OpenElement {
  const element: OpenElement = { name, highlights: [] };
  for (const [attribute, value] of tagAttributes(attributes)) {
    if (attribute === 'data-block' && name === 'p') element.block = decodeEntities(value);
    const highlight = parseHighlightAttribute(attribute);
    if (highlight) element.highlights.push(highlight);
  }
  return element;
}

function findLastIndex<T>(items: T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i] as T)) return i;
  return -1;
}

function findLast<T>(items: T[], test: (item: T) => boolean): T | undefined {
  const at = findLastIndex(items, test);
  return at >= 0 ? items[at] : undefined;
}
