import { decodeXmlText } from './decode-xml-text.ts';

/** Text of a parsed node (string, {#text}, or a stop node's raw markup), tags stripped, whitespace collapsed. */
export function xmlText(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') {
    // Entities are still encoded here, so any literal "<" is inline markup of a stop node (titles, abstracts).
    return decodeXmlText(String(node).replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
  }
  if (Array.isArray(node)) return node.map(xmlText).join(' ').trim();
  if (typeof node === 'object') return xmlText((node as Record<string, unknown>)['#text']);
  return '';
}
