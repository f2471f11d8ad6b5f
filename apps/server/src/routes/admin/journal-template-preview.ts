import { adminEndpoints, JournalTemplatePreviewRequest } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { previewJournalTemplate } from '../../services/admin/preview-journal-template.ts';
import { attachmentDisposition } from '../../storage/content-disposition.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Staff: the sample manuscript converted with the edited template, as a .docx download. */
export function journalTemplatePreviewRoute(app: FastifyInstance): void {
  app.post(adminEndpoints.journalTemplatePreview.path, async (request, reply) => {
    const user = requireAdmin(await request.requireUser());
    const input = parseInput(JournalTemplatePreviewRequest, request.body);
    const preview = await previewJournalTemplate({ db: app.db, isolated: app.isolated }, user.id, input);
    return reply
      .type(DOCX)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachmentDisposition(preview.fileName))
      .send(Buffer.from(preview.docx));
  });
}
