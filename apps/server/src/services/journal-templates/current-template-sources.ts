import type { CatalogueJournal } from '@galley/contracts';
import type { TemplateSources } from '@galley/journals';
import type { Database } from '../../db/database.ts';
import { currentVersions } from './current-versions.ts';
import { templateSourcesFrom } from './template-sources-from.ts';

/** The templates in force for one journal now: the database's current versions, else the code's. */
export async function currentTemplateSources(
  db: Database,
  journal: CatalogueJournal,
): Promise<TemplateSources> {
  const versions = await currentVersions(db, journal.templateFamily, journal.id);
  return templateSourcesFrom(
    journal,
    versions.family?.definition,
    versions.journal?.definition,
    versions.journalKeyed,
  );
}
