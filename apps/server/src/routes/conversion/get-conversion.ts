import { endpoints, GetConversionQuery, type GetConversionResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { readConversion } from '../../services/conversion/read-conversion.ts';

/** One conversion with `status` at the top level (owner only). */
export function getConversionRoute(app: FastifyInstance): void {
  app.get(endpoints.conversionGet.path, async (request, reply): Promise<GetConversionResponse> => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    const { conversion_id } = parseInput(GetConversionQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return readConversion(app.db, userId, conversion_id);
  });
}
