import { type Collision, type CollisionDetection, pointerWithin } from '@dnd-kit/core';
import { LINE_AREA } from './drag-ids.ts';

/**
 * With a pointer, what is under it — an element before the area it sits in, and nothing when the pointer
 * left both areas, which is how dragging out removes. With the keyboard (no pointer), the place whose
 * top-left corner is nearest the dragged element's: `templateKeyboardCoordinates` puts it exactly there.
 * The line's own area is left out (its end slot stands for it).
 */
export const chooseCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const hits = pointerWithin(args);
    const element = hits.find((hit) => String(hit.id).includes(':'));
    return element ? [element] : hits.slice(0, 1);
  }
  const { collisionRect, droppableRects, droppableContainers } = args;
  let best: (Collision & { distance: number }) | undefined;
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect || container.id === LINE_AREA || container.disabled) continue;
    const distance = Math.abs(rect.left - collisionRect.left) + Math.abs(rect.top - collisionRect.top);
    if (!best || distance < best.distance)
      best = { id: container.id, data: { droppableContainer: container, value: distance }, distance };
  }
  return best ? [{ id: best.id, data: best.data }] : [];
};
