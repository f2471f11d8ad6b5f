import type { JournalTemplateDetail } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { journalTemplates } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { presentJournalTemplate, presentVersionInfo } from './present-journal-template.ts';
import { templateVersions } from './template-versions.ts';

const NOT_FOUND = 'Journal template not found.';

/** One template with the content of one version (the current one unless asked) and its history; unknown → 404. */
export async function getJournalTemplate(
  db: Database,
  id: string,
  versionNumber?: number,
): Promise<JournalTemplateDetail> {
  const [template] = await db.select().from(journalTemplates).where(eq(journalTemplates.id, id));
  if (!template) throw new AppError('not_found', NOT_FOUND);
  const versions = await templateVersions(db, id);
  const current = versions.find((row) => row.version.version === template.currentVersion);
  const shown = versions.find((row) => row.version.version === (versionNumber ?? template.currentVersion));
  if (!current || !shown) throw new AppError('not_found', NOT_FOUND);
  const { version } = shown;
  return {
    ...presentJournalTemplate(template, current),
    shown_version: version.version,
    fields: {
      name: version.name,
      category: version.category,
      journal_ids: version.journalIds,
      reference_template_id: version.referenceTemplateId,
      definition: version.definition,
    },
    versions: versions.map(presentVersionInfo),
  };
}
