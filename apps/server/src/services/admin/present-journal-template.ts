import type { JournalTemplateSummary, JournalTemplateVersionInfo } from '@galley/contracts';
import type { JournalTemplateRow, JournalTemplateVersionRow } from '../../db/schema.ts';
import { familyJournalCount } from './family-journal-counts.ts';

export interface VersionWithAuthor {
  version: JournalTemplateVersionRow;
  authorEmail: string | null;
}

const actor = (id: string | null, email: string | null) => (id && email ? { id, email } : null);

/** A template row and its current version as the list shows them. */
export function presentJournalTemplate(
  template: JournalTemplateRow,
  { version, authorEmail }: VersionWithAuthor,
): JournalTemplateSummary {
  return {
    id: template.id,
    kind: template.kind,
    key: template.key,
    name: version.name,
    category: version.category,
    journal_ids: version.journalIds,
    journal_count: template.kind === 'family' ? familyJournalCount(template.key) : version.journalIds.length,
    reference_template_id: version.referenceTemplateId,
    version: template.currentVersion,
    updated_at: version.createdAt.toISOString(),
    updated_by: actor(version.authorUserId, authorEmail),
  };
}

export function presentVersionInfo({ version, authorEmail }: VersionWithAuthor): JournalTemplateVersionInfo {
  return {
    id: version.id,
    version: version.version,
    author: actor(version.authorUserId, authorEmail),
    created_at: version.createdAt.toISOString(),
  };
}
