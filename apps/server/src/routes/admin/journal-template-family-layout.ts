import {
  adminEndpoints,
  type JournalTemplateFamilyLayout,
  JournalTemplateFamilyLayoutQuery,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { readFamilyLayout } from '../../services/admin/read-family-layout.ts';

/** Staff: the family layout a journal inherits from (the generic family without a journal). */
export function journalTemplateFamilyLayoutRoute(app: FastifyInstance): void {
  app.get(
    adminEndpoints.journalTemplateFamilyLayout.path,
    async (request, reply): Promise<JournalTemplateFamilyLayout> => {
      requireAdmin(await request.requireUser());
      const { journal_id } = parseInput(JournalTemplateFamilyLayoutQuery, request.query);
      reply.header('cache-control', 'private, no-store');
      return readFamilyLayout(app.db, journal_id);
    },
  );
}
