import { childElement, childElements, type XmlElement } from '../xml/xml-node.ts';
import type { DxStyle, RunProps } from './docx-types.ts';
import { mergeRunProps, readRunProps } from './read-run-props.ts';

interface RawStyle {
  id: string;
  name: string;
  type: string;
  basedOn?: string;
  outlineLevel?: number;
  numId?: string;
  ilvl?: number;
  run: RunProps;
}

/** styles.xml → each style with its `basedOn` chain resolved (document defaults first). */
export function readStyles(root: XmlElement | undefined): Map<string, DxStyle> {
  const defaults = readRunProps(
    childElement(childElement(childElement(root, 'w:docDefaults'), 'w:rPrDefault'), 'w:rPr'),
  );
  const raw = new Map<string, RawStyle>();
  for (const style of childElements(root, 'w:style')) {
    const id = style.attrs['w:styleId'];
    if (!id) continue;
    const pPr = childElement(style, 'w:pPr');
    const numPr = childElement(pPr, 'w:numPr');
    const outline = childElement(pPr, 'w:outlineLvl')?.attrs['w:val'];
    const numId = childElement(numPr, 'w:numId')?.attrs['w:val'];
    const ilvl = childElement(numPr, 'w:ilvl')?.attrs['w:val'];
    const basedOn = childElement(style, 'w:basedOn')?.attrs['w:val'];
    raw.set(id, {
      id,
      name: childElement(style, 'w:name')?.attrs['w:val'] ?? id,
      type: style.attrs['w:type'] ?? 'paragraph',
      ...(basedOn ? { basedOn } : {}),
      ...(outline !== undefined ? { outlineLevel: Number(outline) } : {}),
      ...(numId !== undefined ? { numId } : {}),
      ...(ilvl !== undefined ? { ilvl: Number(ilvl) } : {}),
      run: readRunProps(childElement(style, 'w:rPr')),
    });
  }
  const resolved = new Map<string, DxStyle>();
  const resolve = (id: string, seen: Set<string>): DxStyle | undefined => {
    const done = resolved.get(id);
    if (done) return done;
    const style = raw.get(id);
    if (!style || seen.has(id)) return undefined; // a basedOn loop ends here
    seen.add(id);
    const parent = style.basedOn ? resolve(style.basedOn, seen) : undefined;
    const outlineLevel = style.outlineLevel ?? parent?.outlineLevel;
    const numId = style.numId ?? parent?.numId;
    const ilvl = style.ilvl ?? parent?.ilvl;
    const result: DxStyle = {
      id,
      name: style.name,
      type: style.type,
      ...(outlineLevel !== undefined && outlineLevel < 9 ? { outlineLevel } : {}),
      ...(numId !== undefined ? { numId } : {}),
      ...(ilvl !== undefined ? { ilvl } : {}),
      run: mergeRunProps(parent ? {} : defaults, parent?.run ?? {}, style.run),
    };
    resolved.set(id, result);
    return result;
  };
  for (const id of raw.keys()) resolve(id, new Set());
  return resolved;
}
