import { USE_TITLE_PATH, UseTitleRequest, type UseTitleResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { useConversionTitle } from '../../services/recommender/use-conversion-title.ts';

/**
 * "Use as title": a candidate sent back into the author's own draft conversion as its title step text. It changes
 * the manuscript area, so, like a board save, it needs a verified email (spec §6).
 */
export function useTitleRoute(app: FastifyInstance): void {
  app.post(USE_TITLE_PATH, async (request): Promise<UseTitleResponse> => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    const input = parseInput(UseTitleRequest, request.body);
    return useConversionTitle(app.db, userId, input);
  });
}
