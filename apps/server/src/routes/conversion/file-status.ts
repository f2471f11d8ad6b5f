import { endpoints, FileStatusRequest, type FileStatusResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { readFileStatus } from '../../services/conversion/read-file-status.ts';

/** The uploaded file's state → `{success, data}` (owner only). */
export function fileStatusRoute(app: FastifyInstance): void {
  app.post(endpoints.conversionFileStatus.path, async (request): Promise<FileStatusResponse> => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    const { conversion_id } = parseInput(FileStatusRequest, request.body);
    return readFileStatus(app.db, userId, conversion_id);
  });
}
