import { endpoints, PasswordUpdateRequest, type SuccessResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { assertCaller } from '../../services/users/assert-caller.ts';
import { changePassword } from '../../services/users/change-password.ts';
import { AUTH_RATE_LIMIT } from './auth-rate-limit.ts';

/** Change password (profile tab). This browser stays signed in on a fresh session id; the others get 461. */
export function updatePasswordRoute(app: FastifyInstance): void {
  app.post(
    endpoints.usersPasswordUpdate.path,
    { config: { rateLimit: AUTH_RATE_LIMIT } },
    async (request, reply): Promise<SuccessResponse> => {
      const input = parseInput(PasswordUpdateRequest, request.body);
      const user = await request.requireUser();
      assertCaller(user, input);
      await changePassword(
        { ...app.accountDeps, sessions: app.sessions, transportKey: await app.passwordTransportKey() },
        user,
        input,
        { ip: request.ip, sessionIdHash: request.session?.idHash ?? null },
      );
      await reply.startSession(user.id);
      return { success: true };
    },
  );
}
