import { AdminIdParams, adminEndpoints, type DeleteBulletinResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { deleteBulletin } from '../../services/admin/delete-bulletin.ts';

/** Staff: withdraw a notice. */
export function bulletinDeleteRoute(app: FastifyInstance): void {
  app.delete(adminEndpoints.bulletinDelete.path, async (request): Promise<DeleteBulletinResponse> => {
    requireAdmin(await request.requireUser());
    const { id } = parseInput(AdminIdParams, request.params);
    return deleteBulletin(app.db, id);
  });
}
