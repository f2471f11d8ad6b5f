import type { JournalTemplateFamilyLayout } from '@galley/contracts';
import { findJournal } from '@galley/journals';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { currentFamilyVersion } from '../journal-templates/current-family-version.ts';
import { familyAsJournal } from '../journal-templates/family-as-journal.ts';
import { familyInForce } from '../journal-templates/family-in-force.ts';

/** The family that serves every publisher without one of its own: where a new family starts. */
const GENERIC_FAMILY = 'generic';

/**
 * The layout of a journal's family (the generic family without a journal) as conversions use it now: its current
 * saved version, else the code's; with a journal, also as that journal takes it (its own CSL style data). Unknown
 * journal → 404.
 */
export async function readFamilyLayout(
  db: Database,
  journalId: string | undefined,
): Promise<JournalTemplateFamilyLayout> {
  const journal = journalId === undefined ? undefined : findJournal(journalId);
  const key = journalId === undefined ? GENERIC_FAMILY : journal?.templateFamily;
  if (!key) throw new AppError('not_found', 'Unknown journal.');
  const saved = await currentFamilyVersion(db, key);
  const family = familyInForce(key, saved?.definition);
  if (!family) throw new Error(`The catalogue names a family no template has: ${key}`);
  return {
    key,
    name: saved?.name ?? family.name,
    template_id: saved?.templateId ?? null,
    version: saved?.version ?? null,
    family,
    for_journal: journal ? familyAsJournal(family, journal) : null,
    reference_template_id: saved?.referenceTemplateId ?? null,
  };
}
