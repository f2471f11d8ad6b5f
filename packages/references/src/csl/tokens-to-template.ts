import type { TemplateElementInput } from '@galley/contracts';
import { type ImportContext, type ImportToken, warnOnce } from './import-context.ts';

type Element = TemplateElementInput & { prefix: string; suffix: string; keywordsBefore?: string };

/**
 * The elements of a rendered layout: text between two elements goes to the suffix of the one before (text
 * before the first, to its prefix); a label before its element becomes the element's "keywords before". An
 * element type met again is dropped (the template has one of each).
 */
export function tokensToElements(tokens: ImportToken[], context: ImportContext): Element[] {
  const elements: Element[] = [];
  const seen = new Set<string>();
  let pending = '';
  // Text that goes with the next element (a group suffix), with all pending text after it.
  let ahead = '';
  let label: Extract<ImportToken, { kind: 'label' }> | undefined;
  const flushLabel = () => {
    const text = label ? (label.lead ?? '') + label.text : '';
    if (ahead) ahead += text;
    else pending += text;
    label = undefined;
  };
  for (const token of tokens) {
    if (token.kind === 'text') {
      flushLabel();
      if (token.next || ahead) ahead += token.text;
      else pending += token.text;
      continue;
    }
    if (token.kind === 'label') {
      flushLabel();
      label = token;
      continue;
    }
    const element: Element = { ...token.element };
    if (seen.has(element.element)) {
      warnOnce(context, { code: 'duplicate-element', detail: element.element });
      // Its text still separates its neighbours: kept as pending text, the element itself dropped.
      pending += element.prefix + element.suffix;
      label = undefined;
      continue;
    }
    seen.add(element.element);
    const previous = elements[elements.length - 1];
    if (previous) previous.suffix += pending;
    const lead = (previous ? '' : pending) + ahead;
    pending = '';
    ahead = '';
    if (label) {
      if (label.variable === element.element) {
        // The label prints where it stood, before what the element's prefix holds.
        const after = element.prefix;
        element.prefix = label.lead ?? '';
        if (element.element === 'page' && label.single !== label.multiple) {
          Object.assign(element, {
            keywordsBefore: label.multiple + after,
            singlePageKeyword: label.single + after,
          });
        } else element.keywordsBefore = label.single + after;
      } else if (previous) previous.suffix += (label.lead ?? '') + label.text;
      else element.prefix = (label.lead ?? '') + label.text + element.prefix;
      label = undefined;
    }
    element.prefix = lead + element.prefix;
    elements.push(element);
  }
  flushLabel();
  const last = elements[elements.length - 1];
  if (last) last.suffix += pending + ahead;
  elements.forEach(punctuationInQuote);
  elements.forEach(mergePunctuation);
  return elements;
}

/**
 * CSL processors print a mark once where two affixes meet with the same one ("13:" + ":117" → "13:117",
 * "126." + "." → "126."): doubled marks within an affix go, and a prefix repeating the mark the element before
 * ends with loses it.
 */
function mergePunctuation(element: Element, index: number, elements: Element[]): void {
  element.prefix = element.prefix.replace(/([.,:;])\1+/g, '$1');
  element.suffix = element.suffix.replace(/([.,:;])\1+/g, '$1');
  const previous = elements[index - 1];
  const mark = previous?.suffix.trimEnd().slice(-1);
  if (mark && /[.,:;]/.test(mark) && element.prefix.trimStart().startsWith(mark)) {
    element.prefix = element.prefix.replace(mark, '');
  }
}

/**
 * en-US puts a full stop or comma after a quoted title inside the closing quote (“Title.”), whether it follows
 * as the title's suffix or as the next element's prefix.
 */
function punctuationInQuote(element: Element, index: number, elements: Element[]): void {
  if (element.element !== 'title' || !element.suffix.startsWith('”')) return;
  const next = elements[index + 1];
  const mark = next?.prefix[0];
  if (next && element.suffix === '”' && (mark === '.' || mark === ',')) {
    element.suffix = `${mark}”`;
    next.prefix = next.prefix.slice(1);
  }
  element.suffix = element.suffix.replace(/^”([.,])/, '$1”');
}
