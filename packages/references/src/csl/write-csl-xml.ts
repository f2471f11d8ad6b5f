import type { CslNode } from './csl-node.ts';

/** XML text of a node tree, two spaces per level; attribute values escaped (affixes keep their spaces). */
export function writeCslXml(node: CslNode, depth = 0): string {
  const indent = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const text = node.attrs['#text'];
  if (text !== undefined) {
    const rest = Object.entries(node.attrs)
      .filter(([key]) => key !== '#text')
      .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
      .join('');
    return `${indent}<${node.name}${rest}>${escapeXml(text)}</${node.name}>`;
  }
  if (node.children.length === 0) return `${indent}<${node.name}${attrs}/>`;
  const inner = node.children.map((child) => writeCslXml(child, depth + 1)).join('\n');
  return `${indent}<${node.name}${attrs}>\n${inner}\n${indent}</${node.name}>`;
}

/** Escapes the five XML characters; tabs and new lines as character references so attributes keep them. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;');
}
