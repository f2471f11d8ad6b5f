/** One CSL XML element: its name, attributes (in writing order) and children. */
export interface CslNode {
  name: string;
  attrs: Record<string, string>;
  children: CslNode[];
}

/** A CSL element; attributes left undefined are not written. */
export function cslNode(
  name: string,
  attrs: Record<string, string | undefined> = {},
  children: CslNode[] = [],
): CslNode {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs)) if (value !== undefined) kept[key] = value;
  return { name, attrs: kept, children };
}
