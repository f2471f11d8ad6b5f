import type { JournalTemplateFields } from '@galley/contracts';
import type { journalTemplateVersions } from '../../db/schema.ts';

/** One journal template version row from checked fields: what a create (version 1) and a save (n + 1) insert. */
export function versionValues(
  templateId: string,
  version: number,
  fields: JournalTemplateFields,
  authorUserId: string,
): typeof journalTemplateVersions.$inferInsert {
  return {
    templateId,
    version,
    name: fields.name,
    category: fields.category,
    journalIds: fields.journal_ids,
    referenceTemplateId: fields.reference_template_id,
    definition: fields.definition,
    authorUserId,
  };
}
