import { type TemplateItem, TemplateMoveRequest, templateEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { moveTemplate } from '../../services/templates/move-template.ts';

/** Move into a folder of the user's, between folders, or to the root (`new_folder_id: null`). */
export function templateMoveRoute(app: FastifyInstance): void {
  app.post(templateEndpoints.templateMove.path, async (request): Promise<TemplateItem> => {
    const userId = request.requireUserId();
    return moveTemplate(app.db, userId, parseInput(TemplateMoveRequest, request.body));
  });
}
