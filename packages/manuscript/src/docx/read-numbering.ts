import { childElement, childElements, type XmlElement } from '../xml/xml-node.ts';
import type { DxLevel } from './docx-types.ts';

function readLevels(container: XmlElement): Map<number, DxLevel> {
  const levels = new Map<number, DxLevel>();
  for (const lvl of childElements(container, 'w:lvl')) {
    levels.set(Number(lvl.attrs['w:ilvl'] ?? 0), {
      format: childElement(lvl, 'w:numFmt')?.attrs['w:val'] ?? 'decimal',
      text: childElement(lvl, 'w:lvlText')?.attrs['w:val'] ?? '',
      start: Number(childElement(lvl, 'w:start')?.attrs['w:val'] ?? 1),
    });
  }
  return levels;
}

/** numbering.xml → numId → its levels, with `w:lvlOverride` (start overrides and whole levels) applied. */
export function readNumbering(root: XmlElement | undefined): Map<string, DxLevel[]> {
  const abstracts = new Map<string, Map<number, DxLevel>>();
  for (const abstract of childElements(root, 'w:abstractNum'))
    abstracts.set(abstract.attrs['w:abstractNumId'] ?? '', readLevels(abstract));
  const numbering = new Map<string, DxLevel[]>();
  for (const num of childElements(root, 'w:num')) {
    const abstractId = childElement(num, 'w:abstractNumId')?.attrs['w:val'] ?? '';
    const base = abstracts.get(abstractId) ?? new Map<number, DxLevel>();
    const levels: DxLevel[] = [];
    for (let i = 0; i < 9; i++)
      levels.push({ ...(base.get(i) ?? { format: 'decimal', text: '', start: 1 }) });
    for (const override of childElements(num, 'w:lvlOverride')) {
      const index = Number(override.attrs['w:ilvl'] ?? 0);
      const level = levels[index];
      if (!level) continue;
      const replaced = childElement(override, 'w:lvl');
      if (replaced) Object.assign(level, readLevels({ ...override, children: [replaced] }).get(index) ?? {});
      const start = childElement(override, 'w:startOverride')?.attrs['w:val'];
      if (start !== undefined) level.start = Number(start);
    }
    numbering.set(num.attrs['w:numId'] ?? '', levels);
  }
  return numbering;
}
