import { type DefaultSettingResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { defaultTemplate } from '../../services/references/resolve-reference-setting.ts';

/** The template editor's starting template: the nlm-vancouver preset with every default filled in. */
export function defaultSettingRoute(app: FastifyInstance): void {
  app.get(endpoints.referenceDefaultSetting.path, async (request): Promise<DefaultSettingResponse> => {
    request.requireUserId();
    return { setting: defaultTemplate() };
  });
}
