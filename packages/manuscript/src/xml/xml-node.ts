/** A parsed XML element: qualified name as written (`w:p`), attributes by qualified name, children in order. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlChild[];
}
export type XmlChild = XmlElement | string;

export function isElement(node: XmlChild | undefined): node is XmlElement {
  return typeof node === 'object';
}

/** First child element named `name`. */
export function childElement(element: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!element) return undefined;
  for (const child of element.children) if (isElement(child) && child.name === name) return child;
  return undefined;
}

/** Every child element named `name` (or every child element when no name is given). */
export function childElements(element: XmlElement | undefined, name?: string): XmlElement[] {
  if (!element) return [];
  const found: XmlElement[] = [];
  for (const child of element.children)
    if (isElement(child) && (name === undefined || child.name === name)) found.push(child);
  return found;
}

/** The text of every descendant text node, in order. */
export function textContent(element: XmlElement): string {
  let text = '';
  for (const child of element.children) text += isElement(child) ? textContent(child) : child;
  return text;
}

/** Every descendant element named `name`, depth first. */
export function descendants(element: XmlElement, name: string, found: XmlElement[] = []): XmlElement[] {
  for (const child of element.children) {
    if (!isElement(child)) continue;
    if (child.name === name) found.push(child);
    descendants(child, name, found);
  }
  return found;
}
