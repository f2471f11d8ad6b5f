import type { DragItem, DropFolder } from './drag-ids.ts';

/** Why a drop does nothing or is refused; 'move' when it moves the item. */
export type DropVerdict = 'move' | 'same-place' | 'into-itself' | 'into-descendant';

/**
 * Whether `item` may be dropped on `target`: a folder never goes into itself or a folder inside it (the
 * server refuses that too, with the spec's message), and a drop where the item already is does nothing.
 * `target.ancestors` are the folders above the target, known from the rows drawn around it.
 */
export function judgeDrop(item: DragItem, target: DropFolder): DropVerdict {
  if (target.folderId === item.id) return 'into-itself';
  if (target.ancestors.includes(item.id)) return 'into-descendant';
  if (target.folderId === item.parentId) return 'same-place';
  return 'move';
}
