import { isElement, type XmlElement } from './xml-node.ts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Writes an element back as XML (used to keep OMML equations intact for the writer). */
export function serializeXml(element: XmlElement): string {
  let attrs = '';
  for (const [name, value] of Object.entries(element.attrs)) attrs += ` ${name}="${escapeAttr(value)}"`;
  if (element.children.length === 0) return `<${element.name}${attrs}/>`;
  let inner = '';
  for (const child of element.children) inner += isElement(child) ? serializeXml(child) : escapeText(child);
  return `<${element.name}${attrs}>${inner}</${element.name}>`;
}
