import {
  AdminIdParams,
  adminEndpoints,
  type JournalTemplateDetail,
  JournalTemplateGetQuery,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { getJournalTemplate } from '../../services/admin/get-journal-template.ts';

/** Staff: one journal template, one version's content and the history. */
export function journalTemplateGetRoute(app: FastifyInstance): void {
  app.get(adminEndpoints.journalTemplateGet.path, async (request, reply): Promise<JournalTemplateDetail> => {
    requireAdmin(await request.requireUser());
    const { id } = parseInput(AdminIdParams, request.params);
    const { version } = parseInput(JournalTemplateGetQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return getJournalTemplate(app.db, id, version);
  });
}
