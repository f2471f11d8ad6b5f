import { TEMPLATE_NAME_REQUIRED, type TemplateItem, type TemplateNameRequest } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceTemplates } from '../../db/schema.ts';
import { validationError } from '../../errors/parse-input.ts';
import { findOwnedTemplate } from './find-owned-template.ts';
import { lockUserTemplates } from './lock-user-templates.ts';
import { toTemplateItem } from './to-template-item.ts';

/** Renames the user's folder or template; a template's setting takes the new name too. */
export async function renameTemplate(
  db: Database,
  userId: string,
  input: TemplateNameRequest,
): Promise<TemplateItem> {
  // Under the user's tree lock, so a delete that got there first makes this a 404, never a 200 for a gone row.
  return db.transaction(async (tx) => {
    await lockUserTemplates(tx, userId);
    const row = await findOwnedTemplate(tx, userId, input.template_id);
    if (input.new_name === '') {
      // The edge cannot tell a folder from a template, so the kind's own message (spec §5) is given here.
      const message = TEMPLATE_NAME_REQUIRED[row.templateType];
      throw validationError([{ field: 'new_name', code: 'invalid', message }]);
    }
    const changes = {
      name: input.new_name,
      setting: row.setting ? { ...row.setting, name: input.new_name } : null,
      updatedAt: new Date(),
    };
    if (input.commit === false) return toTemplateItem({ ...row, ...changes });
    const [updated] = await tx
      .update(referenceTemplates)
      .set(changes)
      .where(eq(referenceTemplates.id, row.id))
      .returning();
    return toTemplateItem(updated ?? row);
  });
}
