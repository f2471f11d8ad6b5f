import type { JournalTemplateFields } from '@galley/contracts';

/**
 * The fields as saved: trimmed texts, and the definition's own id and name kept in step with the template's
 * (a new family's id is its key; a journal template names its first journal), so what the writer resolves
 * matches what the list shows.
 */
export function fieldsToSend(fields: JournalTemplateFields, key: string | null): JournalTemplateFields {
  const name = fields.name.trim();
  const base = { ...fields, name, category: fields.category.trim() };
  const definition = fields.definition;
  if (definition.kind === 'family') {
    const family = { ...definition.family, name, ...(key ? { id: key } : {}) };
    return { ...base, journal_ids: [], definition: { kind: 'family', family } };
  }
  const journalId = fields.journal_ids[0] ?? definition.override.journalId;
  return { ...base, definition: { kind: 'journal', override: { ...definition.override, journalId } } };
}
