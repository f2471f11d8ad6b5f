import { adminEndpoints, BulletinListQuery, type BulletinListResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { listPublicBulletins } from '../../services/admin/list-public-bulletins.ts';

/** Anyone: the published notices, newest first. */
export function bulletinListRoute(app: FastifyInstance): void {
  app.get(adminEndpoints.bulletinList.path, async (request, reply): Promise<BulletinListResponse> => {
    const { page } = parseInput(BulletinListQuery, request.query);
    reply.header('cache-control', 'no-cache');
    return listPublicBulletins(app.db, page);
  });
}
