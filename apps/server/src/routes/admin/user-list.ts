import { AdminUserListQuery, type AdminUserListResponse, adminEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { listUsers } from '../../services/admin/list-users.ts';

/** Staff: users searched and filtered by plan, verified and disabled. */
export function userListRoute(app: FastifyInstance): void {
  app.get(adminEndpoints.userList.path, async (request, reply): Promise<AdminUserListResponse> => {
    requireAdmin(await request.requireUser());
    const query = parseInput(AdminUserListQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return listUsers(app.db, query);
  });
}
