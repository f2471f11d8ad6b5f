import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { journalTemplates, journalTemplateVersions } from '../../db/schema.ts';
import { currentFamilyVersion } from './current-family-version.ts';
import { currentVersionJoin } from './current-version-join.ts';

type Version = typeof journalTemplateVersions.$inferSelect;

export interface CurrentVersions {
  /** The current version of the journal's family template; null when the database has none (code's then). */
  family: Version | null;
  /** The current version of the newest journal template listing the journal. */
  journal: Version | null;
  /** Whether a journal template is keyed by this journal (seeded from its code override) even if it no longer lists it. */
  journalKeyed: boolean;
}

/** The journal templates in force for one catalogue journal now. */
export async function currentVersions(
  db: Database,
  familyKey: string,
  journalId: string,
): Promise<CurrentVersions> {
  const family = await currentFamilyVersion(db, familyKey);
  const journals = await db
    .select({
      version: journalTemplateVersions,
      key: journalTemplates.key,
      updatedAt: journalTemplates.updatedAt,
    })
    .from(journalTemplateVersions)
    .innerJoin(journalTemplates, currentVersionJoin)
    .where(
      and(
        eq(journalTemplates.kind, 'journal'),
        sql`(${journalTemplateVersions.journalIds} @> ${JSON.stringify([journalId])}::jsonb or ${journalTemplates.key} = ${journalId})`,
      ),
    );
  const listing = journals
    .filter((row) => row.version.journalIds.includes(journalId))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return {
    family,
    journal: listing[0]?.version ?? null,
    journalKeyed: journals.some((row) => row.key === journalId),
  };
}
