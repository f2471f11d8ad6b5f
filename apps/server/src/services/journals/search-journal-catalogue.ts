import type { JournalSearchItem } from '@galley/contracts';
import { searchJournals } from '@galley/journals';

/** The catalogue searched by title, abbreviation or ISSN, trimmed to what a style picker shows. */
export function searchJournalCatalogue(query: string, limit: number): JournalSearchItem[] {
  return searchJournals(query, {}, limit).map((journal) => ({
    id: journal.id,
    title: journal.title,
    abbreviation: journal.abbreviation,
    issn: journal.issn,
    eissn: journal.eissn,
    referencePreset: journal.referencePreset,
  }));
}
