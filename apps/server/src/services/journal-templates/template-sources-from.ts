import type { CatalogueJournal, JournalTemplateDefinition } from '@galley/contracts';
import { CODE_TEMPLATE_SOURCES, type TemplateSources } from '@galley/journals';
import { familyInForce } from './family-in-force.ts';

/**
 * The families and overrides one journal resolves with: the database's versions where there are rows, the code's
 * where there are none. A journal template applies to each journal it lists, so its override is re-keyed to this
 * journal; `journalKeyed` without a listing version means staff took the journal off its own template (no override).
 */
export function templateSourcesFrom(
  journal: CatalogueJournal,
  family: JournalTemplateDefinition | undefined,
  own: JournalTemplateDefinition | undefined,
  journalKeyed: boolean,
): TemplateSources {
  const saved = family?.kind === 'family' ? familyInForce(journal.templateFamily, family) : undefined;
  const families = saved ? [saved] : CODE_TEMPLATE_SOURCES.families;
  const override = own?.kind === 'journal' ? own.override : undefined;
  const overrides = override
    ? [{ ...override, journalId: journal.id }]
    : journalKeyed
      ? []
      : CODE_TEMPLATE_SOURCES.overrides;
  return { families, overrides };
}
