import { endpoints, ListConversionsQuery, type ListConversionsResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { listConversions } from '../../services/conversion/list-conversions.ts';

/** "My Conversions": the user's conversions a page at a time, `condition` a status (omitted for All). */
export function listConversionsRoute(app: FastifyInstance): void {
  app.get(endpoints.conversionList.path, async (request, reply): Promise<ListConversionsResponse> => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    const query = parseInput(ListConversionsQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return listConversions(app.db, userId, query);
  });
}
