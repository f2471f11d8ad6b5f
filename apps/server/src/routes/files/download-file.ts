import { endpoints, FileDownloadParams } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { openDownload } from '../../services/files/open-download.ts';
import { attachmentDisposition } from '../../storage/content-disposition.ts';

/** A stored file for its owner: 302 to a signed URL on S3, else streamed (ownership checked either way). */
export function downloadFileRoute(app: FastifyInstance): void {
  app.get(endpoints.filesDownload.path, async (request, reply) => {
    const userId = request.requireUserId();
    const { id } = parseInput(FileDownloadParams, request.params);
    const download = await openDownload({ db: app.db, storage: app.storage }, userId, id);
    reply.header('cache-control', 'private, no-store');
    if (download.kind === 'redirect') return reply.redirect(download.url, 302);
    return reply
      .type(download.contentType)
      .header('content-length', download.size)
      .header('content-disposition', attachmentDisposition(download.name))
      .header('x-content-type-options', 'nosniff')
      .send(download.body);
  });
}
