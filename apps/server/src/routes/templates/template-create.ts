import { TemplateCreateRequest, type TemplateItem, templateEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { createTemplate } from '../../services/templates/create-template.ts';

/** A new folder or template → 201 (200 for a `commit: false` check); the owner is the session's user. */
export function templateCreateRoute(app: FastifyInstance): void {
  app.post(templateEndpoints.templateCreate.path, async (request, reply): Promise<TemplateItem> => {
    const userId = request.requireUserId();
    const input = parseInput(TemplateCreateRequest, request.body);
    const item = await createTemplate(app.db, userId, input);
    if (input.commit !== false) reply.code(201);
    return item;
  });
}
