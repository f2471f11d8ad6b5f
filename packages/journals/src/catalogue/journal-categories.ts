import { loadCatalogue } from './load-catalogue.ts';

let categories: string[] | undefined;

/** The subject categories (CSL fields such as `medicine`, `social_science`) that catalogue journals carry, sorted. */
export function journalCategories(): string[] {
  categories ??= [...new Set(loadCatalogue().flatMap((journal) => journal.categories))].sort();
  return [...categories];
}
