import { type AdminBulletin, AdminIdParams, adminEndpoints, BulletinFields } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { updateBulletin } from '../../services/admin/update-bulletin.ts';

/** Staff: change a notice's words or window. */
export function bulletinUpdateRoute(app: FastifyInstance): void {
  app.put(adminEndpoints.bulletinUpdate.path, async (request): Promise<AdminBulletin> => {
    requireAdmin(await request.requireUser());
    const { id } = parseInput(AdminIdParams, request.params);
    const fields = parseInput(BulletinFields, request.body);
    return updateBulletin(app.db, id, fields);
  });
}
