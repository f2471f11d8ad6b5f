import fastifyMultipart from '@fastify/multipart';
import { type ConversionFileUploadResponse, endpoints, MANUSCRIPT_UPLOAD_LIMITS } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { uploadConversionFile } from '../../services/conversion/upload-conversion-file.ts';
import { readConversionUpload } from './read-conversion-upload.ts';

/** The manuscript of a conversion (multipart `conversion_id` + `file`, ≤ 10 MB) → `{success: true}` or the spec's error. */
export function fileUploadRoute(app: FastifyInstance): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      // files: 2 so a second file is seen and refused with the spec's message rather than dropped.
      limits: { fileSize: MANUSCRIPT_UPLOAD_LIMITS.maxBytes, files: 2, fields: 4, fieldSize: 1024, parts: 6 },
    });
    scope.post(
      endpoints.conversionFileUpload.path,
      async (request): Promise<ConversionFileUploadResponse> => {
        const userId = requireVerifiedEmail(await request.requireUser()).id;
        if (!request.isMultipart()) {
          throw new AppError(
            'bad_request',
            'Send the manuscript as a multipart form with conversion_id and file.',
          );
        }
        const upload = await readConversionUpload(request);
        const deps = { db: app.db, storage: app.storage, isolated: app.isolated, log: request.log };
        return uploadConversionFile(deps, userId, upload);
      },
    );
  });
}
