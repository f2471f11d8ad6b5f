import {
  AdminIdParams,
  adminEndpoints,
  type JournalTemplateDetail,
  JournalTemplateSaveRequest,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { saveJournalTemplate } from '../../services/admin/save-journal-template.ts';

/** Staff: a save, which is a new version authored by the caller. */
export function journalTemplateSaveRoute(app: FastifyInstance): void {
  app.put(adminEndpoints.journalTemplateSave.path, async (request): Promise<JournalTemplateDetail> => {
    const user = requireAdmin(await request.requireUser());
    const { id } = parseInput(AdminIdParams, request.params);
    const input = parseInput(JournalTemplateSaveRequest, request.body);
    return saveJournalTemplate(app.db, user.id, id, input);
  });
}
