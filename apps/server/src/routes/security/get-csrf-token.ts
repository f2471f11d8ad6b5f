import { type CsrfTokenResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';

export function getCsrfTokenRoute(app: FastifyInstance): void {
  app.get(endpoints.securityCsrfToken.path, async (_request, reply): Promise<CsrfTokenResponse> => {
    reply.header('cache-control', 'no-store');
    return { csrf_token: reply.generateCsrf() };
  });
}
