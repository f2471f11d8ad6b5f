import { CheckPasswordRequest, type CheckPasswordResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { assertCaller } from '../../services/users/assert-caller.ts';
import { checkPassword } from '../../services/users/check-password.ts';
import { PASSWORD_CHECKED_AT } from '../../services/users/set-two-factor.ts';
import { AUTH_RATE_LIMIT } from './auth-rate-limit.ts';

export function checkPasswordRoute(app: FastifyInstance): void {
  app.post(
    endpoints.usersCheckPassword.path,
    { config: { rateLimit: AUTH_RATE_LIMIT } },
    async (request): Promise<CheckPasswordResponse> => {
      const input = parseInput(CheckPasswordRequest, request.body);
      const user = await request.requireUser();
      assertCaller(user, input);
      const password = (await app.passwordTransportKey()).decrypt(input.password);
      await checkPassword(app.accountDeps, user, password, request.ip);
      const session = request.session;
      if (session) {
        session.data = { ...session.data, [PASSWORD_CHECKED_AT]: Date.now() };
        await app.sessions.updateData(session.idHash, session.data);
      }
      return { valid: true };
    },
  );
}
