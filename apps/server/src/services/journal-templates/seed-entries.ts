import type { JournalTemplateDefinition, JournalTemplateKind } from '@galley/contracts';
import { findJournal, JOURNAL_TEMPLATE_OVERRIDES, loadCatalogue, TEMPLATE_FAMILIES } from '@galley/journals';

export interface SeedEntry {
  kind: JournalTemplateKind;
  key: string;
  name: string;
  category: string;
  journalIds: string[];
  definition: JournalTemplateDefinition;
}

/** The catalogue category most of a family's journals carry: what staff filter the family by. */
function familyCategories(): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const journal of loadCatalogue()) {
    const family = counts.get(journal.templateFamily) ?? new Map<string, number>();
    for (const category of journal.categories) family.set(category, (family.get(category) ?? 0) + 1);
    counts.set(journal.templateFamily, family);
  }
  const top = new Map<string, string>();
  for (const [family, byCategory] of counts) {
    const [best] = [...byCategory].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (best) top.set(family, best[0]);
  }
  return top;
}

/**
 * Today's code templates as database rows: the 19 families (category from the catalogue) and the 13 journal
 * overrides (each for its own journal), so a seeded database lays every journal out exactly as the code does.
 */
export function seedEntries(): SeedEntry[] {
  const categories = familyCategories();
  const families = TEMPLATE_FAMILIES.map(
    (family): SeedEntry => ({
      kind: 'family',
      key: family.id,
      name: family.name,
      category: categories.get(family.id) ?? 'general',
      journalIds: [],
      definition: { kind: 'family', family },
    }),
  );
  const overrides = JOURNAL_TEMPLATE_OVERRIDES.map((override): SeedEntry => {
    const journal = findJournal(override.journalId);
    return {
      kind: 'journal',
      key: override.journalId,
      name: journal?.title ?? override.journalId,
      category: journal?.categories[0] ?? 'general',
      journalIds: [override.journalId],
      definition: { kind: 'journal', override },
    };
  });
  return [...families, ...overrides];
}
