import { childElements, type XmlElement } from '../xml/xml-node.ts';

export interface Relationship {
  id: string;
  /** The last segment of the relationship type URI: `styles`, `footnotes`, `hyperlink`, `image`, … */
  type: string;
  target: string;
  external: boolean;
}

/** Relationships of a part from its `_rels/*.rels` element. */
export function readRelationships(root: XmlElement | undefined): Relationship[] {
  return childElements(root, 'Relationship').map((rel) => ({
    id: rel.attrs.Id ?? '',
    type: (rel.attrs.Type ?? '').split('/').pop() ?? '',
    target: rel.attrs.Target ?? '',
    external: rel.attrs.TargetMode === 'External',
  }));
}

/** The `_rels` path of a part: word/document.xml → word/_rels/document.xml.rels. */
export function relsPathOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** Resolves a relationship target against the folder of the part that owns it. */
export function resolveTarget(part: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const segments = part.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}
