import { ConvertStatusQuery, type ConvertStatusResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { readConvertStatus } from '../../services/conversion/read-convert-status.ts';

/** The latest convert run, per journal (owner only). */
export function convertStatusRoute(app: FastifyInstance): void {
  app.get(endpoints.conversionConvertStatus.path, async (request, reply): Promise<ConvertStatusResponse> => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    const { conversion_id } = parseInput(ConvertStatusQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return readConvertStatus(app.db, userId, conversion_id);
  });
}
