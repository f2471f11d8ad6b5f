import { SaxesParser } from 'saxes';
import { DocxRefusal } from '../docx-refusal.ts';
import type { XmlElement } from './xml-node.ts';

/**
 * Parses one OOXML part with saxes, a strict non-validating parser: it never fetches anything, knows only the five
 * predefined entities and character references, and fails on malformed XML. A DOCTYPE is refused outright (Word
 * never writes one; a DTD in a part is an XXE or billion-laughs attempt), so no entity is ever defined.
 */
export function parseXml(xml: string, part: string): XmlElement {
  if (/<!DOCTYPE|<!ENTITY/.test(xml))
    throw new DocxRefusal('file_unsafe', `${part} declares a DTD or entities`);
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  const parser = new SaxesParser({ position: false });
  parser.on('doctype', () => {
    throw new DocxRefusal('file_unsafe', `${part} declares a DTD`);
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attrs: tag.attributes as Record<string, string>,
      children: [],
    };
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
