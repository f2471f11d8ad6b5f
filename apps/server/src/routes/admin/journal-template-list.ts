import {
  adminEndpoints,
  JournalTemplateListQuery,
  type JournalTemplateListResponse,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { listJournalTemplates } from '../../services/admin/list-journal-templates.ts';

/** Staff: journal templates, searched and paged. */
export function journalTemplateListRoute(app: FastifyInstance): void {
  app.get(
    adminEndpoints.journalTemplateList.path,
    async (request, reply): Promise<JournalTemplateListResponse> => {
      requireAdmin(await request.requireUser());
      const query = parseInput(JournalTemplateListQuery, request.query);
      reply.header('cache-control', 'private, no-store');
      return listJournalTemplates(app.db, query);
    },
  );
}
