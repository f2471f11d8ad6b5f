import { endpoints, type PlanPermissionResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { readPlanPermission } from '../../services/billing/read-plan-permission.ts';

/** Whether the user may use the services: a verified email and a plan in force that includes them. */
export function planPermissionRoute(app: FastifyInstance): void {
  app.get(endpoints.usersPlanPermission.path, async (request, reply): Promise<PlanPermissionResponse> => {
    const user = await request.requireUser();
    reply.header('cache-control', 'no-store');
    return { verified: await readPlanPermission({ db: app.db, siteFile: app.siteFile }, user) };
  });
}
