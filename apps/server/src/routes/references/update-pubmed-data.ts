import { endpoints, UpdatePubmedDataRequest, type UpdatePubmedDataResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { startReferenceValidation } from '../../services/references/start-reference-validation.ts';

/** Starts the PubMed check of an order (quota reserved per reference) → 202; progress on its topic. */
export function updatePubmedDataRoute(app: FastifyInstance): void {
  app.post(
    endpoints.referenceUpdatePubmedData.path,
    async (request, reply): Promise<UpdatePubmedDataResponse> => {
      const userId = request.requireUserId();
      const { reference_order } = parseInput(UpdatePubmedDataRequest, request.body);
      const deps = { db: app.db, siteFile: app.siteFile, jobs: app.jobs };
      const started = await startReferenceValidation(deps, userId, reference_order);
      reply.code(202);
      return started;
    },
  );
}
