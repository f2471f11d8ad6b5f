import type { JournalTemplateCreateRequest, JournalTemplateDetail } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { journalTemplates, journalTemplateVersions } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkJournalTemplateFields } from './check-journal-template-fields.ts';
import { getJournalTemplate } from './get-journal-template.ts';
import { versionValues } from './version-values.ts';

/** A new family or journal template at version 1, authored by the caller; a (kind, key) already there → 400. */
export async function createJournalTemplate(
  db: Database,
  userId: string,
  input: JournalTemplateCreateRequest,
): Promise<JournalTemplateDetail> {
  const { kind, key, ...rest } = input;
  const fields = await checkJournalTemplateFields(db, { kind, key, referenceTemplateId: null }, rest, userId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(journalTemplates)
      .values({ kind, key })
      .onConflictDoNothing()
      .returning({ id: journalTemplates.id });
    if (!row)
      throw new AppError('bad_request', `A ${kind} template "${key}" already exists.`, {
        reason: 'key_taken',
      });
    await tx.insert(journalTemplateVersions).values(versionValues(row.id, 1, fields, userId));
    return row.id;
  });
  return getJournalTemplate(db, id);
}
