import type { JournalBrowseQuery, JournalBrowseResponse } from '@galley/contracts';
import { searchJournals } from '@galley/journals';
import { journalFacets } from './journal-facets.ts';

/** Every journal in the catalogue: a search never returns more, so this limit only means "all". */
const ALL = Number.MAX_SAFE_INTEGER;

/**
 * The target-journal drawer's page of the catalogue: the search by title, abbreviation or ISSN with the
 * category, publisher and article-type filters, one page of it, the total, and the facets to filter by.
 */
export function browseJournalCatalogue(query: JournalBrowseQuery): JournalBrowseResponse {
  const matches = searchJournals(
    query.q,
    { category: query.category, publisher: query.publisher, articleType: query.article_type },
    ALL,
  );
  const journals = matches.slice(query.offset, query.offset + query.limit).map((journal) => ({
    id: journal.id,
    title: journal.title,
    abbreviation: journal.abbreviation,
    issn: journal.issn,
    eissn: journal.eissn,
    publisher: journal.publisher,
    categories: journal.categories,
    articleTypes: journal.articleTypes,
    impactFactor: journal.impactFactor,
  }));
  return { journals, total: matches.length, facets: journalFacets() };
}
