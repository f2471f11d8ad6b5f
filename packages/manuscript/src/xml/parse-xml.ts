import { SaxesParser } from 'saxes';
import { DocxRefusal } from '../docx-refusal.ts';
import { WORDML_NAMESPACES } from './canonical-prefixes.ts';
import { createNameCache } from './name-cache.ts';
import { type Bindings, declareNamespaces, ROOT_BINDINGS } from './namespace-scope.ts';
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
  // Namespace mode off: saxes' own resolution cost a third of the parse. The scopes below resolve prefixes and make
  // the checks it made (namespace-scope.ts), so the trees and the refusals are the same.
  const parser = new SaxesParser({ position: false });
  parser.on('doctype', () => {
    throw new DocxRefusal('file_unsafe', `${part} declares a DTD`);
  });
  parser.on('processinginstruction', ({ target }) => {
    if (target.includes(':')) throw new Error('disallowed character in processing instruction name.');
  });
  const scopes: Bindings[] = [ROOT_BINDINGS];
  const { qnameOf, nameOf } = createNameCache();
  const seenUris: string[] = [];
  const seenLocals: string[] = [];
  parser.on('opentag', (tag) => {
    const written = tag.attributes as Record<string, string>;
    const scope = declareNamespaces(
      scopes[scopes.length - 1] ?? ROOT_BINDINGS,
      written,
      parser.xmlDecl.version !== '1.1',
    );
    const { prefix, local } = qnameOf(tag.name);
    if (prefix === 'xmlns') throw new Error('tags may not have "xmlns" as prefix.');
    const uri = scope[prefix] ?? UNBOUND;
    if (prefix !== '' && uri === '') throw new Error(`unbound namespace prefix: ${JSON.stringify(prefix)}.`);
    const wordml = WORDML_NAMESPACES.has(uri);
    const attrs: Record<string, string> = {};
    seenUris.length = 0;
    seenLocals.length = 0;
    for (const name in written) {
      const value = written[name] as string;
      const attribute = qnameOf(name);
      if (attribute.prefix === 'xmlns' || name === 'xmlns') continue;
      if (attribute.prefix) {
        const attributeUri = scope[attribute.prefix] ?? UNBOUND;
        for (let n = 0; n < seenLocals.length; n++)
          if (seenLocals[n] === attribute.local && seenUris[n] === attributeUri)
            throw new Error(`duplicate attribute: {${attributeUri}}${attribute.local}.`);
        seenUris.push(attributeUri);
        seenLocals.push(attribute.local);
        attrs[nameOf(attributeUri, attribute.local, name)] = value;
      } else if (wordml)
        attrs[nameOf(uri, attribute.local, name)] ??= value; // `val="…"` on a w: element means w:val
      else attrs[name] = value;
    }
    const element: XmlElement = { name: nameOf(uri, local, tag.name), attrs, children: [] };
    stack[stack.length - 1]?.children.push(element);
    if (!tag.isSelfClosing) {
      stack.push(element);
      scopes.push(scope);
    }
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) {
      stack.pop();
      scopes.pop();
    }
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
