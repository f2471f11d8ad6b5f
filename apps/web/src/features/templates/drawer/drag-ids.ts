import type { UniqueIdentifier } from '@dnd-kit/core';

/** The drop target of the top level (no folder). */
export const ROOT_DROP_ID = 'drawer-root';

/** What a dragged row carries, so a drop can be judged without another call. */
export interface DragItem {
  id: string;
  name: string;
  type: 'folder' | 'template';
  parentId: string | null;
}

/** What a drop target carries: the folder (null: the top level) and the folders above it, root first. */
export interface DropFolder {
  folderId: string | null;
  name: string;
  ancestors: readonly string[];
}

export const dragId = (id: string): UniqueIdentifier => `drag:${id}`;
export const dropId = (folderId: string): UniqueIdentifier => `drop:${folderId}`;
