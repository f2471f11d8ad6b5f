import { adminEndpoints, JournalTemplateCreateRequest, type JournalTemplateDetail } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { createJournalTemplate } from '../../services/admin/create-journal-template.ts';

/** Staff: a new journal template at version 1. */
export function journalTemplateCreateRoute(app: FastifyInstance): void {
  app.post(
    adminEndpoints.journalTemplateCreate.path,
    async (request, reply): Promise<JournalTemplateDetail> => {
      const user = requireAdmin(await request.requireUser());
      const input = parseInput(JournalTemplateCreateRequest, request.body);
      const created = await createJournalTemplate(app.db, user.id, input);
      reply.code(201);
      return created;
    },
  );
}
