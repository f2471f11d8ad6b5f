import type { JournalTemplateFields, JournalTemplateKind } from '@galley/contracts';
import { findJournal } from '@galley/journals';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkReferenceTemplateChoice } from './check-reference-template-choice.ts';

/**
 * What a create or a save may store: the layout of the template's own kind, a family offering at least one article
 * type, a journal template naming catalogue journals, and a reference template the caller owns (or the one the
 * template already uses, so another staff member's choice survives a save). The layout is keyed to the template.
 */
export async function checkJournalTemplateFields(
  db: Database,
  target: { kind: JournalTemplateKind; key: string; referenceTemplateId: string | null },
  fields: JournalTemplateFields,
  userId: string,
): Promise<JournalTemplateFields> {
  const { definition } = fields;
  if (definition.kind !== target.kind)
    throw new AppError('bad_request', `A ${target.kind} template needs a ${target.kind} layout.`);
  if (definition.kind === 'family' && Object.keys(definition.family.articleTypes).length === 0)
    throw new AppError('bad_request', 'Choose at least one article type.');
  const journalIds = definition.kind === 'family' ? [] : [...new Set(fields.journal_ids)];
  if (definition.kind === 'journal' && journalIds.length === 0)
    throw new AppError('bad_request', 'Choose at least one journal.');
  const unknown = journalIds.filter((id) => !findJournal(id) || findJournal(id)?.id !== id);
  if (unknown.length)
    throw new AppError('bad_request', `Unknown journal: ${unknown.join(', ')}.`, { unknown });
  await checkReferenceTemplateChoice(db, fields.reference_template_id, target.referenceTemplateId, userId);
  return {
    ...fields,
    journal_ids: journalIds,
    definition:
      definition.kind === 'family'
        ? { kind: 'family', family: { ...definition.family, id: target.key } }
        : { kind: 'journal', override: { ...definition.override, journalId: journalIds[0] ?? target.key } },
  };
}
