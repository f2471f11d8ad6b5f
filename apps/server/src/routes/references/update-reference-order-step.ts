import {
  endpoints,
  UpdateReferenceOrderStepRequest,
  type UpdateReferenceOrderStepResponse,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { updateReferenceOrderStep } from '../../services/references/update-reference-order-step.ts';

/** Moves an order to a step (1..4) with the chosen style; steps 3-4 need a checked reference. */
export function updateReferenceOrderStepRoute(app: FastifyInstance): void {
  app.post(
    endpoints.referenceUpdateOrderStep.path,
    async (request): Promise<UpdateReferenceOrderStepResponse> => {
      const userId = request.requireUserId();
      const input = parseInput(UpdateReferenceOrderStepRequest, request.body);
      return updateReferenceOrderStep(app.db, userId, input);
    },
  );
}
