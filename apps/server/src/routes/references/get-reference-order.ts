import { endpoints, ReferenceOrderQuery, type ReferenceOrderResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { readReferenceOrder } from '../../services/references/read-reference-order.ts';

/** An order with every reference's verdict, PMID, precautions, parse and PubMed record (owner only). */
export function getReferenceOrderRoute(app: FastifyInstance): void {
  app.get(endpoints.referenceOrder.path, async (request, reply): Promise<ReferenceOrderResponse> => {
    const userId = request.requireUserId();
    const { reference_order } = parseInput(ReferenceOrderQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return readReferenceOrder(app.db, userId, reference_order);
  });
}
