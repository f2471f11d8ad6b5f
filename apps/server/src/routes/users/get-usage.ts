import { endpoints, type UsageResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { readUsage } from '../../services/users/read-usage.ts';

export function getUsageRoute(app: FastifyInstance): void {
  app.get(endpoints.usersUsage.path, async (request, reply): Promise<UsageResponse> => {
    const user = await request.requireUser();
    reply.header('cache-control', 'no-store');
    return readUsage({ db: app.db, siteFile: app.siteFile }, user);
  });
}
