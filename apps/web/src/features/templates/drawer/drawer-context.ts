import type { TemplateItem } from '@galley/contracts';
import { createContext, useContext } from 'react';
import type { DrawerDialog } from './drawer-dialog.ts';

/** What every row of the tree may do, shared down the nested folder levels instead of passed by hand. */
export interface DrawerContextValue {
  openTemplate(item: TemplateItem): void;
  showDialog(dialog: DrawerDialog): void;
  isExpanded(folderId: string): boolean;
  toggleFolder(folderId: string): void;
  /** Opens a folder (no-op at the top level), so an item just put there stays in sight. */
  reveal(folderId: string | null): void;
}

export const DrawerContext = createContext<DrawerContextValue | null>(null);

export function useDrawerContext(): DrawerContextValue {
  const value = useContext(DrawerContext);
  if (!value) throw new Error('useDrawerContext outside <DrawerContext>');
  return value;
}
