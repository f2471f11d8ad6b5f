import {
  TEMPLATE_IN_USE_MESSAGE,
  type TemplateDeleteRequest,
  type TemplateDeleteResponse,
} from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceTemplates } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findOwnedTemplate } from './find-owned-template.ts';
import { lockUserTemplates } from './lock-user-templates.ts';
import { loadTemplateTree, subtreeIds } from './template-tree.ts';
import { journalTemplateUsage, type TemplateUsage } from './template-usage-port.ts';

/**
 * Deletes the user's template, or a folder with everything in it — refused whole (400, spec §4) when a
 * journal template uses any template inside. The folder's rows go by the parent key's cascade.
 */
export async function deleteTemplate(
  db: Database,
  userId: string,
  input: TemplateDeleteRequest,
  usage?: TemplateUsage,
): Promise<TemplateDeleteResponse> {
  return db.transaction(async (tx) => {
    await lockUserTemplates(tx, userId);
    const row = await findOwnedTemplate(tx, userId, input.template_id);
    const tree = await loadTemplateTree(tx, userId);
    const ids = subtreeIds(tree, row.id);
    const templates = tree.filter((node) => node.templateType === 'template' && ids.includes(node.id));
    const used = await (usage ?? journalTemplateUsage(tx))(templates.map((node) => node.id));
    if (used.length > 0)
      throw new AppError('bad_request', TEMPLATE_IN_USE_MESSAGE, { used_template_ids: used });
    if (input.commit !== false) await tx.delete(referenceTemplates).where(eq(referenceTemplates.id, row.id));
    return { deleted: ids, committed: input.commit !== false };
  });
}
