import { type CheckSessionResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';

export function checkSessionRoute(app: FastifyInstance): void {
  app.get(endpoints.securityCheckSession.path, async (request, reply): Promise<CheckSessionResponse> => {
    reply.header('cache-control', 'no-store');
    return { valid: Boolean(request.session?.userId) };
  });
}
