import { endpoints, JournalBrowseQuery, type JournalBrowseResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { browseJournalCatalogue } from '../../services/journals/browse-journal-catalogue.ts';

/** The catalogue searched and filtered for the Manuscript Converter's target-journal drawer. */
export function browseJournalsRoute(app: FastifyInstance): void {
  app.get(endpoints.journalsBrowse.path, async (request): Promise<JournalBrowseResponse> => {
    request.requireUserId();
    return browseJournalCatalogue(parseInput(JournalBrowseQuery, request.query));
  });
}
