import type { UniqueIdentifier } from '@dnd-kit/core';

export interface DropSpot {
  id: UniqueIdentifier;
  /** The target's top edge on screen. */
  top: number;
}

/**
 * The drop target an arrow key moves a keyboard drag to: ↑/↓ step through the targets (the top-level strip and
 * the folder rows, top to bottom) one at a time; from no target yet, to the nearest above or below the item.
 * Undefined when there is nothing that way (the drag stays where it is).
 */
export function keyboardDropTarget(
  key: string,
  over: UniqueIdentifier | undefined,
  itemTop: number,
  spots: readonly DropSpot[],
): UniqueIdentifier | undefined {
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return undefined;
  const ordered = [...spots].sort((a, b) => a.top - b.top);
  const index = over === undefined ? -1 : ordered.findIndex((spot) => spot.id === over);
  if (index >= 0) return ordered[key === 'ArrowUp' ? index - 1 : index + 1]?.id;
  if (key === 'ArrowUp') return ordered.filter((spot) => spot.top < itemTop).at(-1)?.id;
  return ordered.find((spot) => spot.top > itemTop)?.id;
}
