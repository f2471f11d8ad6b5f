import type { JournalTemplateFamily, JournalTemplateFields } from '@galley/contracts';

const common = { name: '', category: '', journal_ids: [], reference_template_id: null };

/**
 * A new family starts as a copy of `start`, the generic family as conversions use it now (the server's family
 * layout), every article type included; its id and name become the key and name staff give it on saving.
 */
export function newFamilyFields(start: JournalTemplateFamily): JournalTemplateFields {
  return {
    ...common,
    definition: {
      kind: 'family',
      family: { ...structuredClone(start), id: 'new-family', name: 'New family' },
    },
  };
}

/** A new journal template customizes nothing: every part comes from its first journal's family until changed. */
export function newJournalFields(): JournalTemplateFields {
  return {
    ...common,
    definition: {
      kind: 'journal',
      override: { journalId: 'new-journal', guidelineUrl: 'https://example.org/guidelines' },
    },
  };
}
