import { TemplateDeleteRequest, type TemplateDeleteResponse, templateEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { deleteTemplate } from '../../services/templates/delete-template.ts';

/** Delete a template, or a folder with its contents, unless a journal template uses one of them. */
export function templateDeleteRoute(app: FastifyInstance): void {
  app.delete(templateEndpoints.templateDelete.path, async (request): Promise<TemplateDeleteResponse> => {
    const userId = request.requireUserId();
    return deleteTemplate(app.db, userId, parseInput(TemplateDeleteRequest, request.body));
  });
}
