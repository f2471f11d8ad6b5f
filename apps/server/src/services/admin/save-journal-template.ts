import type { JournalTemplateDetail, JournalTemplateSaveRequest } from '@galley/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { journalTemplates, journalTemplateVersions } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkJournalTemplateFields } from './check-journal-template-fields.ts';
import { getJournalTemplate } from './get-journal-template.ts';
import { versionValues } from './version-values.ts';

/**
 * A save: a new version (the caller, now) made current; older versions stay as they were, so conversions that
 * kept one still read it. The row is locked, so two saves from the same base cannot both win: the second → 400.
 */
export async function saveJournalTemplate(
  db: Database,
  userId: string,
  id: string,
  input: JournalTemplateSaveRequest,
): Promise<JournalTemplateDetail> {
  const { base_version: baseVersion, ...rest } = input;
  await db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(journalTemplates)
      .where(eq(journalTemplates.id, id))
      .for('update');
    if (!template) throw new AppError('not_found', 'Journal template not found.');
    if (template.currentVersion !== baseVersion)
      throw new AppError(
        'bad_request',
        'Someone saved this template meanwhile; reload it to see their version.',
        {
          reason: 'stale_version',
          current_version: template.currentVersion,
        },
      );
    const [current] = await tx
      .select({ referenceTemplateId: journalTemplateVersions.referenceTemplateId })
      .from(journalTemplateVersions)
      .where(
        and(eq(journalTemplateVersions.templateId, id), eq(journalTemplateVersions.version, baseVersion)),
      );
    const target = {
      kind: template.kind,
      key: template.key,
      referenceTemplateId: current?.referenceTemplateId ?? null,
    };
    const fields = await checkJournalTemplateFields(tx, target, rest, userId);
    const version = template.currentVersion + 1;
    await tx.insert(journalTemplateVersions).values(versionValues(id, version, fields, userId));
    await tx
      .update(journalTemplates)
      .set({ currentVersion: version, updatedAt: new Date() })
      .where(eq(journalTemplates.id, id));
  });
  return getJournalTemplate(db, id);
}
