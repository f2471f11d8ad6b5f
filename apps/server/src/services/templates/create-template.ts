import type { TemplateCreateRequest, TemplateItem } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { referenceTemplates } from '../../db/schema.ts';
import { findOwnedTemplate } from './find-owned-template.ts';
import { lockUserTemplates } from './lock-user-templates.ts';
import { toTemplateItem } from './to-template-item.ts';

/**
 * A new folder or template of the user's, at the root or in one of the user's folders (someone else's → 404).
 * A template's setting carries the row's name. `commit: false` checks and writes nothing (answer has no id
 * worth keeping: it is a preview of the row).
 */
export async function createTemplate(
  db: Database,
  userId: string,
  input: TemplateCreateRequest,
): Promise<TemplateItem> {
  // Under the user's tree lock, so a folder deleted meanwhile is a 404, not a foreign-key failure (500).
  return db.transaction(async (tx) => {
    await lockUserTemplates(tx, userId);
    const parentId = input.parent_id ?? null;
    if (parentId) await findOwnedTemplate(tx, userId, parentId, 'folder');
    const values = {
      userId,
      templateType: input.template_type,
      name: input.name,
      parentId,
      setting:
        input.template_type === 'template' && input.setting ? { ...input.setting, name: input.name } : null,
    };
    if (input.commit === false) {
      const now = new Date();
      return toTemplateItem({
        ...values,
        id: globalThis.crypto.randomUUID(),
        createdAt: now,
        updatedAt: now,
      });
    }
    const [row] = await tx.insert(referenceTemplates).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return toTemplateItem(row);
  });
}
