import { endpoints, ResetDraftRequest, type ResetDraftResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { resetDraft } from '../../services/conversion/reset-draft.ts';

/** Reset to Draft: converting/complete → draft (owner only). */
export function resetDraftTaskRoute(app: FastifyInstance): void {
  app.post(endpoints.conversionResetDraft.path, async (request): Promise<ResetDraftResponse> => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    const { conversion_id } = parseInput(ResetDraftRequest, request.body);
    return resetDraft(app.db, userId, conversion_id);
  });
}
