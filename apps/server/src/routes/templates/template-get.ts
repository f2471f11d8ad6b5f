import { TemplateGetParams, type TemplateItem, templateEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { getTemplate } from '../../services/templates/get-template.ts';

/** The editor opened at `?template=<id>` (a reload, a link): that one template of the user's. */
export function templateGetRoute(app: FastifyInstance): void {
  app.get(templateEndpoints.templateGet.path, async (request, reply): Promise<TemplateItem> => {
    const userId = request.requireUserId();
    const { template_id: id } = parseInput(TemplateGetParams, request.params);
    reply.header('cache-control', 'private, no-store');
    return getTemplate(app.db, userId, id);
  });
}
