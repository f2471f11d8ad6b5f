import { type TemplateItem, TemplateNameRequest, templateEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { renameTemplate } from '../../services/templates/rename-template.ts';

/** Rename a folder or template of the user's (the `user_id` sent is ignored). */
export function templateNameRoute(app: FastifyInstance): void {
  app.put(templateEndpoints.templateName.path, async (request): Promise<TemplateItem> => {
    const userId = request.requireUserId();
    return renameTemplate(app.db, userId, parseInput(TemplateNameRequest, request.body));
  });
}
