import { DownloadAllQuery, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { buildDownloadAll } from '../../services/conversion/build-download-all.ts';
import { attachmentDisposition } from '../../storage/content-disposition.ts';

/** The latest run's .docx files, reports and figures as one zip (owner only; 410 once expired). */
export function downloadAllRoute(app: FastifyInstance): void {
  app.get(endpoints.conversionDownloadAll.path, async (request, reply) => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    const { conversion_id } = parseInput(DownloadAllQuery, request.query);
    const zip = await buildDownloadAll({ db: app.db, storage: app.storage }, userId, conversion_id);
    return reply
      .type('application/zip')
      .header('content-disposition', attachmentDisposition(zip.name))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(zip.bytes));
  });
}
