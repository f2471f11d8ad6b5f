import { endpoints, type ReferenceOrderItem, UpdateReferenceItemRequest } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { updateReferenceItem } from '../../services/references/update-reference-item.ts';

/** Takes PubMed's value for the listed fields of one reference → the updated reference. */
export function updateReferenceItemRoute(app: FastifyInstance): void {
  app.post(endpoints.referenceUpdateItem.path, async (request): Promise<ReferenceOrderItem> => {
    const userId = request.requireUserId();
    const input = parseInput(UpdateReferenceItemRequest, request.body);
    return updateReferenceItem(app.db, userId, input);
  });
}
