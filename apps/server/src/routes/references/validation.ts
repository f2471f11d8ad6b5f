import { endpoints, type UpdatePubmedDataResponse, ValidateReferenceRequest } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { revalidateReference } from '../../services/references/revalidate-reference.ts';

/** Checks one reference of an order again (1 quota unit) → 202; progress on the order's topic. */
export function validationRoute(app: FastifyInstance): void {
  app.post(endpoints.referenceValidation.path, async (request, reply): Promise<UpdatePubmedDataResponse> => {
    const userId = request.requireUserId();
    const input = parseInput(ValidateReferenceRequest, request.body);
    const deps = { db: app.db, siteFile: app.siteFile, jobs: app.jobs };
    const started = await revalidateReference(deps, userId, input);
    reply.code(202);
    return started;
  });
}
