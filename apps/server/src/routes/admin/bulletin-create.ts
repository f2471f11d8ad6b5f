import { type AdminBulletin, adminEndpoints, BulletinFields } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { createBulletin } from '../../services/admin/create-bulletin.ts';

/** Staff: write a notice. */
export function bulletinCreateRoute(app: FastifyInstance): void {
  app.post(adminEndpoints.bulletinCreate.path, async (request, reply): Promise<AdminBulletin> => {
    const user = requireAdmin(await request.requireUser());
    const fields = parseInput(BulletinFields, request.body);
    const created = await createBulletin(app.db, user.id, fields);
    reply.code(201);
    return created;
  });
}
