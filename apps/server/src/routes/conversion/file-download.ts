import { ConversionFileDownloadQuery, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { openConversionFile } from '../../services/conversion/open-conversion-file.ts';
import { attachmentDisposition } from '../../storage/content-disposition.ts';

/** The author's uploaded manuscript as an attachment (owner only). */
export function fileDownloadRoute(app: FastifyInstance): void {
  app.get(endpoints.conversionFileDownload.path, async (request, reply) => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    const { conversion_id } = parseInput(ConversionFileDownloadQuery, request.query);
    const file = await openConversionFile({ db: app.db, storage: app.storage }, userId, conversion_id);
    return reply
      .header('cache-control', 'private, no-store')
      .type(file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
