import type { TemplateItem } from '@galley/contracts';

/** The one dialog the drawer shows at a time, over the tree. */
export type DrawerDialog =
  | { kind: 'create'; type: 'folder' | 'template'; parentId: string | null }
  | { kind: 'rename'; item: TemplateItem }
  | { kind: 'move'; item: TemplateItem }
  | { kind: 'delete'; item: TemplateItem };
