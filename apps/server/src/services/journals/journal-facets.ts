import { journalCategories, loadCatalogue } from '@galley/journals';

let facets: { categories: string[]; publishers: string[] } | undefined;

/** The catalogue's categories (sorted) and publishers (most journals first), computed once: the catalogue is fixed. */
export function journalFacets(): { categories: string[]; publishers: string[] } {
  if (!facets) {
    const counts = new Map<string, number>();
    for (const { publisher } of loadCatalogue()) {
      if (publisher) counts.set(publisher, (counts.get(publisher) ?? 0) + 1);
    }
    const publishers = [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name]) => name);
    facets = { categories: journalCategories(), publishers };
  }
  return facets;
}
