import { CreateReferenceOrderRequest, type CreateReferenceOrderResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { createReferenceOrder } from '../../services/references/create-reference-order.ts';

/** A new reference order from pasted text → 201 with its references and the reader's warnings. */
export function creatingReferenceOrderRoute(app: FastifyInstance): void {
  app.post(
    endpoints.referenceCreatingOrder.path,
    async (request, reply): Promise<CreateReferenceOrderResponse> => {
      const userId = request.requireUserId();
      const input = parseInput(CreateReferenceOrderRequest, request.body);
      const created = await createReferenceOrder(app.db, userId, input);
      reply.code(201);
      return created;
    },
  );
}
