import type { TemplateItem, TemplateOptionsRequest } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceTemplates } from '../../db/schema.ts';
import { findOwnedTemplate } from './find-owned-template.ts';
import { lockUserTemplates } from './lock-user-templates.ts';
import { toTemplateItem } from './to-template-item.ts';

/** The editor's "save": the user's template gets this setting, and its name (a folder id → 404). */
export async function saveTemplateOptions(
  db: Database,
  userId: string,
  input: TemplateOptionsRequest,
): Promise<TemplateItem> {
  // Under the user's tree lock, so a delete that got there first makes this a 404, never a 200 for a gone row.
  return db.transaction(async (tx) => {
    await lockUserTemplates(tx, userId);
    const row = await findOwnedTemplate(tx, userId, input.template_id, 'template');
    const [updated] = await tx
      .update(referenceTemplates)
      .set({ setting: input.setting, name: input.setting.name, updatedAt: new Date() })
      .where(eq(referenceTemplates.id, row.id))
      .returning();
    return toTemplateItem(updated ?? row);
  });
}
