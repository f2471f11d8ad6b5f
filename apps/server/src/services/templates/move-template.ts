import { TEMPLATE_MOVE_CYCLE_MESSAGE, type TemplateItem, type TemplateMoveRequest } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceTemplates } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findOwnedTemplate } from './find-owned-template.ts';
import { lockUserTemplates } from './lock-user-templates.ts';
import { loadTemplateTree, subtreeIds } from './template-tree.ts';
import { toTemplateItem } from './to-template-item.ts';

/**
 * Moves the user's folder or template into one of the user's folders (someone else's or a template → 404)
 * or to the root (null). A folder never goes into itself or a folder inside it (400).
 */
export async function moveTemplate(
  db: Database,
  userId: string,
  input: TemplateMoveRequest,
): Promise<TemplateItem> {
  return db.transaction(async (tx) => {
    await lockUserTemplates(tx, userId);
    const row = await findOwnedTemplate(tx, userId, input.template_id);
    const target = input.new_folder_id;
    if (target) {
      await findOwnedTemplate(tx, userId, target, 'folder');
      if (subtreeIds(await loadTemplateTree(tx, userId), row.id).includes(target)) {
        throw new AppError('bad_request', TEMPLATE_MOVE_CYCLE_MESSAGE);
      }
    }
    const changes = { parentId: target, updatedAt: new Date() };
    if (input.commit === false) return toTemplateItem({ ...row, ...changes });
    const [moved] = await tx
      .update(referenceTemplates)
      .set(changes)
      .where(eq(referenceTemplates.id, row.id))
      .returning();
    return toTemplateItem(moved ?? row);
  });
}
