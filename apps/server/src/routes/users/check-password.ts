import { CheckPasswordRequest, type CheckPasswordResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { assertCaller } from '../../services/users/assert-caller.ts';
import { confirmPassword } from '../../services/users/confirm-password.ts';
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
      await confirmPassword({ ...app.accountDeps, sessions: app.sessions }, user, password, {
        ip: request.ip,
        session: request.session,
      });
      return { valid: true };
    },
  );
}
