import {
  AdminIdParams,
  AdminSetUserDisabledRequest,
  type AdminUser,
  adminEndpoints,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireAdmin } from '../../policies/require-admin.ts';
import { setUserDisabled } from '../../services/admin/set-user-disabled.ts';

/** Staff: disable or re-enable an account. */
export function userSetDisabledRoute(app: FastifyInstance): void {
  app.put(adminEndpoints.userSetDisabled.path, async (request): Promise<AdminUser> => {
    const user = requireAdmin(await request.requireUser());
    const { id } = parseInput(AdminIdParams, request.params);
    const { disabled } = parseInput(AdminSetUserDisabledRequest, request.body);
    return setUserDisabled(app.db, user, id, disabled);
  });
}
