import { type DefaultReferenceOrderResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { defaultTemplate } from '../../services/references/resolve-reference-setting.ts';

/** The default element order (the default template's elements, in order) for the template editor. */
export function defaultReferenceOrderRoute(app: FastifyInstance): void {
  app.get(endpoints.referenceDefaultOrder.path, async (request): Promise<DefaultReferenceOrderResponse> => {
    request.requireUserId();
    return { elements: defaultTemplate().elements };
  });
}
