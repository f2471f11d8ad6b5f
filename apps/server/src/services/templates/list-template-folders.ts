import type { TemplateFolderListQuery, TemplateFolderListResponse } from '@galley/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceTemplates } from '../../db/schema.ts';
import { findOwnedTemplate } from './find-owned-template.ts';
import { loadTemplateTree, pathTo, subtreeIds } from './template-tree.ts';
import { toTemplateItem } from './to-template-item.ts';

/** The folders in one folder, as destinations for `src_template_id` (never itself or a folder inside it). */
export async function listTemplateFolders(
  db: Database,
  userId: string,
  query: TemplateFolderListQuery,
): Promise<TemplateFolderListResponse> {
  const parentId = query.parent_id ?? null;
  if (parentId) await findOwnedTemplate(db, userId, parentId, 'folder');
  const tree = await loadTemplateTree(db, userId);
  const source = query.src_template_id ? await findOwnedTemplate(db, userId, query.src_template_id) : null;
  const excluded = new Set(source ? subtreeIds(tree, source.id) : []);
  const ids = tree
    .filter((node) => node.templateType === 'folder' && node.parentId === parentId && !excluded.has(node.id))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id))
    .map((node) => node.id);
  const rows = ids.length
    ? await db.select().from(referenceTemplates).where(inArray(referenceTemplates.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    parent_id: parentId,
    path: pathTo(tree, parentId).map((node) => ({ template_id: node.id, name: node.name })),
    results: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toTemplateItem(row)] : [];
    }),
  };
}
