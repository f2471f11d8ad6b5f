import type { TemplateType } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceTemplates } from '../../db/schema.ts';

export interface TreeNode {
  id: string;
  name: string;
  parentId: string | null;
  templateType: TemplateType;
}

/**
 * One user's whole tree without settings. A drawer holds hundreds of items at most, so walking it in memory
 * is simpler than recursive SQL and behaves the same on PGlite and PostgreSQL.
 */
export async function loadTemplateTree(db: Database, userId: string): Promise<TreeNode[]> {
  return db
    .select({
      id: referenceTemplates.id,
      name: referenceTemplates.name,
      parentId: referenceTemplates.parentId,
      templateType: referenceTemplates.templateType,
    })
    .from(referenceTemplates)
    .where(eq(referenceTemplates.userId, userId));
}

/** `rootId` and everything under it, the root first. */
export function subtreeIds(tree: readonly TreeNode[], rootId: string): string[] {
  const ids = [rootId];
  for (let at = 0; at < ids.length; at += 1) {
    for (const node of tree) if (node.parentId === ids[at]) ids.push(node.id);
  }
  return ids;
}

/** The folders from the root down to `folderId` (inclusive); stops on a loop rather than spinning. */
export function pathTo(tree: readonly TreeNode[], folderId: string | null): TreeNode[] {
  const byId = new Map(tree.map((node) => [node.id, node]));
  const path: TreeNode[] = [];
  let current = folderId ? byId.get(folderId) : undefined;
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}
