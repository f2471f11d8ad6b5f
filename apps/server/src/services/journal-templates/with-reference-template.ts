import type { ArticleTemplate } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceTemplates } from '../../db/schema.ts';

/**
 * The template with the reference template its journal template names (spec §2 Admin: "the reference template it
 * uses"): the writer formats the reference list with it instead of the preset. None named, or gone → unchanged.
 */
export async function withReferenceTemplate(
  db: Database,
  template: ArticleTemplate,
  referenceTemplateId: string | null,
): Promise<ArticleTemplate> {
  if (!referenceTemplateId) return template;
  const [row] = await db
    .select({ setting: referenceTemplates.setting })
    .from(referenceTemplates)
    .where(eq(referenceTemplates.id, referenceTemplateId));
  return row?.setting ? { ...template, referenceTemplate: row.setting } : template;
}
