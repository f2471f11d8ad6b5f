import { endpoints, JournalSearchQuery, type JournalSearchResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { searchJournalCatalogue } from '../../services/journals/search-journal-catalogue.ts';

/** The journal catalogue by title, abbreviation or ISSN (at most 50), for choosing a journal's style. */
export function searchJournalsRoute(app: FastifyInstance): void {
  app.get(endpoints.journalsSearch.path, async (request): Promise<JournalSearchResponse> => {
    request.requireUserId();
    const { q, limit } = parseInput(JournalSearchQuery, request.query);
    return { journals: searchJournalCatalogue(q, limit) };
  });
}
