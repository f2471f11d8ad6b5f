import type { LayoutElement } from '@galley/contracts';
import { quotedTitle } from './value-nodes.ts';

/**
 * An element order as the CSL layout prints it: a quoted title's quotes (and the punctuation inside them) move
 * into the title node (quotes="true"), and addPeriod becomes a full stop before the suffix — the formatter's
 * result either way, since a full stop is never doubled.
 */
export function layoutTemplate(elements: readonly LayoutElement[]): LayoutElement[] {
  return elements.map((element): LayoutElement => {
    if (element.element !== 'title') return element;
    const quoted = quotedTitle(element);
    const prefix = quoted ? element.prefix.slice(0, -1) : element.prefix;
    const suffix = quoted ? quoted.after : element.suffix;
    return { ...element, prefix, suffix: element.addPeriod && !quoted ? `.${suffix}` : suffix };
  });
}
