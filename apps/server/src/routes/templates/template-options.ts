import { type TemplateItem, TemplateOptionsRequest, templateEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { saveTemplateOptions } from '../../services/templates/save-template-options.ts';

/** The editor's save: a template of the user's gets the edited setting. */
export function templateOptionsRoute(app: FastifyInstance): void {
  app.put(templateEndpoints.templateOptions.path, async (request): Promise<TemplateItem> => {
    const userId = request.requireUserId();
    return saveTemplateOptions(app.db, userId, parseInput(TemplateOptionsRequest, request.body));
  });
}
