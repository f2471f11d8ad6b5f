import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { journalTemplates, journalTemplateVersions } from '../../db/schema.ts';
import { currentVersionJoin } from './current-version-join.ts';

/**
 * Which of these reference templates a journal template's current version uses (spec §4: such a template
 * cannot be deleted). Older versions do not count: a conversion that kept one has already been written.
 */
export async function referenceTemplatesInUse(
  db: Database,
  templateIds: readonly string[],
): Promise<string[]> {
  if (templateIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: journalTemplateVersions.referenceTemplateId })
    .from(journalTemplateVersions)
    .innerJoin(journalTemplates, currentVersionJoin)
    .where(inArray(journalTemplateVersions.referenceTemplateId, [...templateIds]));
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}
