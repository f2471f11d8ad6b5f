import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { CslNode } from './csl-node.ts';

const PARSER = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Affixes are attribute values with meaningful spaces: nothing is trimmed or converted.
  trimValues: false,
  parseAttributeValue: false,
  parseTagValue: false,
  htmlEntities: true,
});

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

/** The XML as a CslNode tree (element text as '#text'), or the parser's complaint. Never throws. */
export function parseCslXml(xml: string): { root: CslNode } | { error: string } {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { error: `${valid.err.msg} (line ${valid.err.line})` };
  try {
    const nodes = toNodes(PARSER.parse(xml) as Ordered[]);
    const root =
      nodes.find((node) => node.name === 'style') ?? nodes.find((node) => !node.name.startsWith('?'));
    return root ? { root } : { error: 'no root element' };
  } catch (error) {
    return { error: String(error) };
  }
}

function toNodes(list: Ordered[]): CslNode[] {
  const nodes: CslNode[] = [];
  for (const entry of list) {
    const name = Object.keys(entry).find((key) => key !== ':@');
    if (!name || name === '#text') continue;
    const children = (entry[name] as Ordered[] | undefined) ?? [];
    const text = children
      .filter((child) => '#text' in child)
      .map((child) => String(child['#text']))
      .join('');
    const attrs: Record<string, string> = { ...(entry[':@'] ?? {}) };
    if (text.trim()) attrs['#text'] = text;
    nodes.push({ name, attrs, children: toNodes(children) });
  }
  return nodes;
}
