import { endpoints, type PlanPermissionResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Whether the user may use the services. Until billing lands, every user with a verified email may;
 * the billing issue replaces this with the plan check.
 */
export function planPermissionRoute(app: FastifyInstance): void {
  app.get(endpoints.usersPlanPermission.path, async (request, reply): Promise<PlanPermissionResponse> => {
    const user = await request.requireUser();
    reply.header('cache-control', 'no-store');
    return { verified: user.emailVerifiedAt !== null };
  });
}
