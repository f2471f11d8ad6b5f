import { SaxesParser } from 'saxes';
import { DocxRefusal } from '../docx-refusal.ts';
import { canonicalName, WORDML_NAMESPACES } from './canonical-prefixes.ts';
import type { XmlElement } from './xml-node.ts';

/** A prefix used without a declaration keeps its name as written (as before namespaces were checked) instead of
 * failing: Word opens such parts, and refusing them would lose a manuscript over a slip of its writer. */
const UNBOUND = 'urn:galley:unbound-prefix';

/**
 * Parses one OOXML part with saxes, a strict non-validating parser: it never fetches anything, knows only the five
 * predefined entities and character references, and fails on malformed XML. A DOCTYPE is refused outright (Word
 * never writes one; a DTD in a part is an XXE or billion-laughs attempt), so no entity is ever defined.
 * Names are resolved by namespace and written with the reader's canonical prefixes (see canonical-prefixes.ts), so
 * a part written with `ns0:` or a default namespace reads like one written with `w:`; declarations are dropped.
 */
export function parseXml(xml: string, part: string): XmlElement {
  if (/<!DOCTYPE|<!ENTITY/.test(xml))
    throw new DocxRefusal('file_unsafe', `${part} declares a DTD or entities`);
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  const parser = new SaxesParser({ position: false, xmlns: true, resolvePrefix: () => UNBOUND });
  parser.on('doctype', () => {
    throw new DocxRefusal('file_unsafe', `${part} declares a DTD`);
  });
  parser.on('opentag', (tag) => {
    const wordml = WORDML_NAMESPACES.has(tag.uri);
    const attrs: Record<string, string> = {};
    for (const attr of Object.values(tag.attributes)) {
      if (attr.prefix === 'xmlns' || attr.name === 'xmlns') continue;
      if (attr.prefix) attrs[canonicalName(attr.uri, attr.local, attr.name)] = attr.value;
      else if (wordml)
        attrs[`w:${attr.local}`] ??= attr.value; // `val="…"` on a w: element means w:val
      else attrs[attr.name] = attr.value;
    }
    const element: XmlElement = { name: canonicalName(tag.uri, tag.local, tag.name), attrs, children: [] };
    stack[stack.length - 1]?.children.push(element);
    if (!tag.isSelfClosing) stack.push(element);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  parser.on('text', (text) => {
    stack[stack.length - 1]?.children.push(text);
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof DocxRefusal) throw error;
    throw new DocxRefusal('file_corrupted', `${part} is not well-formed XML: ${(error as Error).message}`);
  }
  const element = root.children.find((child): child is XmlElement => typeof child === 'object');
  if (!element) throw new DocxRefusal('file_corrupted', `${part} has no root element`);
  return element;
}
