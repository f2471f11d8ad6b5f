import { adminEndpoints, type LatestBulletinResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { latestBulletin } from '../../services/admin/latest-bulletin.ts';

/** Anyone: the newest published notice for the home page. */
export function bulletinLatestRoute(app: FastifyInstance): void {
  app.get(adminEndpoints.bulletinLatest.path, async (_request, reply): Promise<LatestBulletinResponse> => {
    reply.header('cache-control', 'no-cache');
    return latestBulletin(app.db);
  });
}
