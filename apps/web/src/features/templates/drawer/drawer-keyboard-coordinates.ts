import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { keyboardDropTarget } from './keyboard-drop-target.ts';

/**
 * Arrow keys during a keyboard drag of a row: the row jumps onto the next folder (or the top-level strip)
 * above or below — whole targets, not dnd-kit's 25 px steps, so each key press announces one folder.
 */
export const drawerKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (event.code !== 'ArrowUp' && event.code !== 'ArrowDown') return undefined;
  // No scrolling of the drawer by the arrow keys while something is dragged.
  event.preventDefault();
  const { active, over, droppableRects, droppableContainers, collisionRect } = context;
  if (!active || !collisionRect) return undefined;
  const spots = [...droppableRects.entries()]
    .filter(([id]) => droppableContainers.get(id)?.disabled === false)
    .map(([id, rect]) => ({ id, top: rect.top }));
  const target = keyboardDropTarget(event.code, over?.id, collisionRect.top, spots);
  const rect = target === undefined ? undefined : droppableRects.get(target);
  return rect ? { x: rect.left, y: rect.top } : undefined;
};
