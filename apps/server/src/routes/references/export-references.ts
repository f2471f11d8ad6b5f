import { ExportReferencesRequest, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { exportReferences } from '../../services/references/export-references.ts';

/** A list → a file to download (text, RIS, NBIB, BibTeX, CSL-JSON or .docx); an empty list is a 400. */
export function exportReferencesRoute(app: FastifyInstance): void {
  app.post(endpoints.referenceExport.path, async (request, reply) => {
    request.requireUserId();
    const input = parseInput(ExportReferencesRequest, request.body);
    const file = await exportReferences(input.reference_list, input.format, input.setting);
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store');
    return reply.send(file.body);
  });
}
