import type { ElementKind } from '../state/element-kinds.ts';
import { dragPlace, LINE_AREA, LINE_END, lineId, PALETTE_AREA } from './drag-ids.ts';

/**
 * Where one arrow key takes a keyboard drag, by the line's order rather than by what lies nearest on
 * screen (which changes with the width, wrapped rows and scrolling): ↓ enters the line — a palette element
 * at its end, a line element back at its own place; ← and → step along the line one place (the end slot
 * last); ↑ goes to the palette (for a line element, that removes it). Undefined: the key does not move it.
 */
export function keyboardTarget(
  code: string,
  activeId: string | number,
  overId: string | number | null | undefined,
  line: readonly ElementKind[],
): string | undefined {
  const from = dragPlace(activeId);
  if (!from?.kind) return undefined;
  const here =
    dragPlace(overId)?.area === 'line' ? (overId === LINE_AREA ? LINE_END : String(overId)) : undefined;
  if (code === 'ArrowUp') return here ? PALETTE_AREA : undefined;
  if (code === 'ArrowDown') {
    if (here) return undefined;
    return from.area === 'palette' ? LINE_END : lineId(from.kind);
  }
  if (!here || (code !== 'ArrowLeft' && code !== 'ArrowRight')) return undefined;
  const order = [...line.map(lineId), LINE_END];
  const index = order.indexOf(here);
  return index < 0 ? undefined : order[index + (code === 'ArrowLeft' ? -1 : 1)];
}
