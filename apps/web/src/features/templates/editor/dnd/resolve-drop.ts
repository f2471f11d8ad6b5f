import type { EditorAction } from '../state/editor-action.ts';
import type { ElementKind } from '../state/element-kinds.ts';
import { dragPlace } from './drag-ids.ts';

/** What a drop means and where the element ends up (1-based position), for the reducer and the announcer. */
export type DropOutcome =
  | { kind: 'add' | 'move'; element: ElementKind; position: number; total: number; action: EditorAction }
  | { kind: 'remove'; element: ElementKind; action: EditorAction }
  | { kind: 'none'; element: ElementKind };

/**
 * The drop rules of the template editor: a palette element dropped on a line element goes in before it,
 * on the line or its end slot after the last; a line element dropped on another takes its place, on the
 * line's end slot goes last, and dropped on the palette or outside everything leaves the template.
 */
export function resolveDrop(
  activeId: string | number,
  overId: string | number | null | undefined,
  line: readonly ElementKind[],
): DropOutcome | undefined {
  const from = dragPlace(activeId);
  if (!from?.kind) return undefined;
  const element = from.kind;
  const over = dragPlace(overId);
  if (from.area === 'palette') {
    if (over?.area !== 'line' || line.includes(element)) return { kind: 'none', element };
    const index = over.kind ? line.indexOf(over.kind) : line.length;
    const at = index < 0 ? line.length : index;
    return {
      kind: 'add',
      element,
      position: at + 1,
      total: line.length + 1,
      action: { type: 'add', kind: element, index: at },
    };
  }
  const fromIndex = line.indexOf(element);
  if (fromIndex < 0) return undefined;
  if (over?.area !== 'line') return { kind: 'remove', element, action: { type: 'remove', kind: element } };
  const target = over.kind ? line.indexOf(over.kind) : line.length - 1;
  const to = target < 0 ? line.length - 1 : target;
  return {
    kind: 'move',
    element,
    position: to + 1,
    total: line.length,
    action: { type: 'move', from: fromIndex, to },
  };
}
