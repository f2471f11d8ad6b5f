import { DownloadConvertedFileQuery, type DownloadConvertedFileResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { convertedFileUrl } from '../../services/conversion/converted-file-url.ts';

/** `{url}` of one journal's .docx or report (owner only; 410 once expired). */
export function downloadConvertedFileRoute(app: FastifyInstance): void {
  app.get(
    endpoints.conversionDownloadConvertedFile.path,
    async (request, reply): Promise<DownloadConvertedFileResponse> => {
      const userId = requireVerifiedEmail(await request.requireUser()).id;
      const query = parseInput(DownloadConvertedFileQuery, request.query);
      reply.header('cache-control', 'private, no-store');
      return convertedFileUrl(app.db, userId, query);
    },
  );
}
