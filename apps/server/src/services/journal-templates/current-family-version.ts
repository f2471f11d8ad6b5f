import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  type JournalTemplateVersionRow,
  journalTemplates,
  journalTemplateVersions,
} from '../../db/schema.ts';
import { currentVersionJoin } from './current-version-join.ts';

/** The current saved version of a family's template; null when the database has none (the code's is used then). */
export async function currentFamilyVersion(
  db: Database,
  familyKey: string,
): Promise<JournalTemplateVersionRow | null> {
  const [row] = await db
    .select({ version: journalTemplateVersions })
    .from(journalTemplateVersions)
    .innerJoin(journalTemplates, currentVersionJoin)
    .where(and(eq(journalTemplates.kind, 'family'), eq(journalTemplates.key, familyKey)));
  return row?.version ?? null;
}
