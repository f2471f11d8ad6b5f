import { endpoints, PasswordUpdateRequest, type SuccessResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput, validationError } from '../../errors/parse-input.ts';
import { readNewPassword } from '../../services/auth/read-new-password.ts';
import { assertCaller } from '../../services/users/assert-caller.ts';
import { checkPassword } from '../../services/users/check-password.ts';
import { setPassword } from '../../services/users/set-password.ts';
import { AUTH_RATE_LIMIT } from './auth-rate-limit.ts';

/** Change password (profile tab): current one checked, new one per the rules, other sessions ended (461). */
export function updatePasswordRoute(app: FastifyInstance): void {
  app.post(
    endpoints.usersPasswordUpdate.path,
    { config: { rateLimit: AUTH_RATE_LIMIT } },
    async (request): Promise<SuccessResponse> => {
      const input = parseInput(PasswordUpdateRequest, request.body);
      const user = await request.requireUser();
      assertCaller(user, input);
      const key = await app.passwordTransportKey();
      const next = readNewPassword(key, input);
      if (!next.ok) throw validationError(next.issues);
      await checkPassword(app.accountDeps, user, key.decrypt(input.prev_password), request.ip);
      await setPassword(
        { ...app.accountDeps, sessions: app.sessions },
        user.id,
        next.password,
        request.session?.idHash ?? null,
      );
      return { success: true };
    },
  );
}
