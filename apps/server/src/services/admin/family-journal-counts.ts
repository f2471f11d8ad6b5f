import { loadCatalogue } from '@galley/journals';

let counts: ReadonlyMap<string, number> | undefined;

/** How many catalogue journals each family lays out (the catalogue is fixed for the process's life). */
export function familyJournalCount(familyKey: string): number {
  if (!counts) {
    const map = new Map<string, number>();
    for (const journal of loadCatalogue())
      map.set(journal.templateFamily, (map.get(journal.templateFamily) ?? 0) + 1);
    counts = map;
  }
  return counts.get(familyKey) ?? 0;
}
