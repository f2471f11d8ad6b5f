import { AdminStatsQuery, type AdminStatsResponse, adminEndpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { readAdminStats } from '../../services/admin/read-admin-stats.ts';

/** Staff: conversions and reference orders per day, storage used. */
export function adminStatsRoute(app: FastifyInstance): void {
  app.get(adminEndpoints.stats.path, async (request, reply): Promise<AdminStatsResponse> => {
    requireAdmin(await request.requireUser());
    const query = parseInput(AdminStatsQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return readAdminStats(app.db, query);
  });
}
