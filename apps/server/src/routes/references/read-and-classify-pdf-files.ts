import fastifyMultipart from '@fastify/multipart';
import { endpoints, type ReadPdfFileResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { requireService } from '../../policies/require-service.ts';
import { readPdfReference } from '../../services/references/read-pdf-reference.ts';
import { PDF_MAX_BYTES, readPdfUpload } from './read-pdf-upload.ts';

/**
 * One PDF of a PDF order (multipart, ≤ 20 MB) read in the worker pool → the paper's own reference. Only for
 * plans with the Reference Converter, refused before the upload is read (it costs up to 60 s of a worker).
 */
export function readAndClassifyPdfFilesRoute(app: FastifyInstance): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: PDF_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
    scope.post(endpoints.referenceReadPdfFile.path, async (request): Promise<ReadPdfFileResponse> => {
      const userId = request.requireUserId();
      await requireService({ db: app.db, siteFile: app.siteFile }, userId, 'references');
      if (!request.isMultipart()) {
        throw new AppError(
          'bad_request',
          'Send the PDF as a multipart form with reference_order, reference_index and pdf_file.',
        );
      }
      const upload = await readPdfUpload(request);
      return readPdfReference({ db: app.db, isolated: app.isolated, log: request.log }, userId, upload);
    });
  });
}
