import { endpoints, SetTargetJournalsRequest, type SetTargetJournalsResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { setTargetJournals } from '../../services/conversion/set-target-journals.ts';

/** The draft's target journals (1..GALLEY_MAX_TARGET_JOURNALS), checked against the catalogue. */
export function setTargetJournalsRoute(app: FastifyInstance): void {
  app.post(
    endpoints.conversionSetTargetJournals.path,
    async (request): Promise<SetTargetJournalsResponse> => {
      const userId = requireVerifiedEmail(await request.requireUser()).id;
      const input = parseInput(SetTargetJournalsRequest, request.body);
      return setTargetJournals(
        { db: app.db, maxTargetJournals: app.config.maxTargetJournals },
        userId,
        input,
      );
    },
  );
}
