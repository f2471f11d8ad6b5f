import { ConversionFileDeleteRequest, type ConversionFileDeleteResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { deleteConversionFile } from '../../services/conversion/delete-conversion-file.ts';

/** Back to step 1: the upload and the board data removed, the conversion initial again. */
export function fileDeleteRoute(app: FastifyInstance): void {
  app.delete(endpoints.conversionFileDelete.path, async (request): Promise<ConversionFileDeleteResponse> => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    const { conversion_id } = parseInput(ConversionFileDeleteRequest, request.body);
    return deleteConversionFile({ db: app.db, storage: app.storage }, userId, conversion_id);
  });
}
