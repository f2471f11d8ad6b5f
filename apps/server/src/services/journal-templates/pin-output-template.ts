import { type ArticleTemplate, ArticleType } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ConversionOutputRow, conversionOutputs } from '../../db/schema.ts';
import { resolveConversionTemplate } from './resolve-conversion-template.ts';

/**
 * The template one conversion output is written with: the versions it already keeps, or the current ones, which
 * it then keeps (spec §2 Admin: a conversion keeps the version it was converted with). Undefined when the journal
 * or article type is unknown: the writer task refuses those with its messages.
 */
export async function pinOutputTemplate(
  db: Database,
  output: ConversionOutputRow,
  articleTypeName: string,
): Promise<ArticleTemplate | undefined> {
  const articleType = ArticleType.safeParse(articleTypeName);
  if (!articleType.success) return undefined;
  // Throws when the saved template does not offer the article type (staff took it off): the job refuses then.
  const resolved = await resolveConversionTemplate(db, output.journalId, articleType.data, output);
  if (!resolved) return undefined;
  if (output.familyVersionId === null && output.journalVersionId === null)
    await db
      .update(conversionOutputs)
      .set({ familyVersionId: resolved.familyVersionId, journalVersionId: resolved.journalVersionId })
      .where(eq(conversionOutputs.id, output.id));
  return resolved.template;
}
