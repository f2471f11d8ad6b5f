import { ELEMENT_KINDS, type ElementKind } from '../state/element-kinds.ts';

/*
 * dnd-kit ids: palette chips are `palette:<kind>`, line chips `line:<kind>` (each element is in the line
 * at most once, so its kind names it), plus the two areas and the slot after the line's last element.
 */
export const PALETTE_AREA = 'palette';
export const LINE_AREA = 'line';
export const LINE_END = 'line-end';

export const paletteId = (kind: ElementKind): string => `palette:${kind}`;
export const lineId = (kind: ElementKind): string => `line:${kind}`;

export interface DragPlace {
  area: 'palette' | 'line';
  /** The element under the pointer, or undefined for the area itself (or the line's end slot). */
  kind?: ElementKind;
}

/** Where an id points; undefined for ids that are not ours (or nothing, when dropped outside). */
export function dragPlace(id: string | number | null | undefined): DragPlace | undefined {
  if (id === PALETTE_AREA) return { area: 'palette' };
  if (id === LINE_AREA || id === LINE_END) return { area: 'line' };
  if (typeof id !== 'string') return undefined;
  const [area, kind] = id.split(':');
  if ((area !== 'palette' && area !== 'line') || !ELEMENT_KINDS.includes(kind as ElementKind))
    return undefined;
  return { area, kind: kind as ElementKind };
}
