import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { journalTemplateVersions, users } from '../../db/schema.ts';
import type { VersionWithAuthor } from './present-journal-template.ts';

/** Every version of one template with its author's email, newest first. */
export async function templateVersions(db: Database, templateId: string): Promise<VersionWithAuthor[]> {
  return db
    .select({ version: journalTemplateVersions, authorEmail: users.email })
    .from(journalTemplateVersions)
    .leftJoin(users, eq(users.id, journalTemplateVersions.authorUserId))
    .where(eq(journalTemplateVersions.templateId, templateId))
    .orderBy(desc(journalTemplateVersions.version));
}
