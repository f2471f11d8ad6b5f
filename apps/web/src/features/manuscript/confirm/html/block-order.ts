import { readConfirmHtml } from '@galley/manuscript/board';

const TAGS = /<(\/?)table\b[^>]*>|<[a-z][\w-]*\b[^>]*\bdata-block="([^"]*)"[^>]*>/gi;

/**
 * The board HTML's top-level blocks that can hold a drag, in order — tables, and paragraphs with text outside tables —
 * as the one-area rule (`isOneArea`) takes them; the server derives the same order from the read manuscript.
 */
export function blockOrder(html: string): string[] {
  const texts = readConfirmHtml(html).texts;
  const order: string[] = [];
  let depth = 0;
  for (const [tag, closing, id] of html.matchAll(TAGS)) {
    if (/^<\/?table\b/i.test(tag)) {
      const tableId = /\bdata-block="([^"]*)"/.exec(tag)?.[1];
      if (!closing && depth === 0 && tableId) order.push(tableId);
      depth = Math.max(0, depth + (closing ? -1 : 1));
    } else if (depth === 0 && id && texts.get(id)) order.push(id);
  }
  return order;
}
