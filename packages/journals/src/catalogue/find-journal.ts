import type { CatalogueJournal } from '@galley/contracts';
import { loadCatalogue } from './load-catalogue.ts';
import { normaliseIssn } from './normalise-issn.ts';

let byKey: ReadonlyMap<string, CatalogueJournal> | undefined;

/** A journal by its id (`the-lancet`) or its print or electronic ISSN, with or without the hyphen. */
export function findJournal(idOrIssn: string): CatalogueJournal | undefined {
  if (!byKey) {
    const map = new Map<string, CatalogueJournal>();
    for (const journal of loadCatalogue()) {
      map.set(journal.id, journal);
      if (journal.issn) map.set(journal.issn, journal);
      if (journal.eissn) map.set(journal.eissn, journal);
    }
    byKey = map;
  }
  const text = idOrIssn.trim();
  return byKey.get(normaliseIssn(text) ?? text.toLowerCase());
}
