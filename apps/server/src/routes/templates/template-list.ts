import { TemplateListQuery, type TemplateListResponse, templateEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { listTemplates } from '../../services/templates/list-templates.ts';

/** The drawer: one page of a folder of the user's, or of a search over all of them. */
export function templateListRoute(app: FastifyInstance): void {
  app.get(templateEndpoints.templateList.path, async (request, reply): Promise<TemplateListResponse> => {
    const userId = request.requireUserId();
    const query = parseInput(TemplateListQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return listTemplates(app.db, userId, query);
  });
}
