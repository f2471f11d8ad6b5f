import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { ElementKind } from '../state/element-kinds.ts';
import { keyboardTarget } from './keyboard-target.ts';

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/**
 * Arrow keys during a keyboard drag: the dragged element is put exactly on the top-left corner of the place
 * `keyboardTarget` names (which `chooseCollision` then reads as "over" it). `currentLine` is read at each key.
 */
export function templateKeyboardCoordinates(
  currentLine: () => readonly ElementKind[],
): KeyboardCoordinateGetter {
  return (event, { context }) => {
    if (!ARROWS.includes(event.code)) return undefined;
    // No page scrolling by arrow keys while something is dragged.
    event.preventDefault();
    const { active, over, droppableRects } = context;
    if (!active) return undefined;
    const target = keyboardTarget(event.code, active.id, over?.id, currentLine());
    const rect = target === undefined ? undefined : droppableRects.get(target);
    return rect ? { x: rect.left, y: rect.top } : undefined;
  };
}
