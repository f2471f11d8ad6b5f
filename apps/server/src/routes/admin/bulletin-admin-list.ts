import { AdminBulletinListQuery, type AdminBulletinListResponse, adminEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { listAdminBulletins } from '../../services/admin/list-admin-bulletins.ts';

/** Staff: every notice, published or not. */
export function bulletinAdminListRoute(app: FastifyInstance): void {
  app.get(
    adminEndpoints.bulletinAdminList.path,
    async (request, reply): Promise<AdminBulletinListResponse> => {
      requireAdmin(await request.requireUser());
      const { page } = parseInput(AdminBulletinListQuery, request.query);
      reply.header('cache-control', 'private, no-store');
      return listAdminBulletins(app.db, page);
    },
  );
}
