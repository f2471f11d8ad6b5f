import { endpoints, GetConversionBoardQuery, type GetConversionBoardResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { readConversionBoard } from '../../services/conversion/read-conversion-board.ts';

/** The confirm board of a conversion (owner only; 409 not_tagged until the auto-tag job wrote it). */
export function getConversionBoardRoute(app: FastifyInstance): void {
  app.get(endpoints.conversionGetBoard.path, async (request, reply): Promise<GetConversionBoardResponse> => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    const { conversion_id } = parseInput(GetConversionBoardQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return readConversionBoard(app.db, userId, conversion_id);
  });
}
