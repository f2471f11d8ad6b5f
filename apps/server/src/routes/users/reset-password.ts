import { endpoints, ResetPasswordRequest, type SuccessResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { resetPassword } from '../../services/auth/reset-password.ts';
import { AUTH_RATE_LIMIT } from './auth-rate-limit.ts';

/** The reset link's form. Every session of the user ends, this browser's included (it signs in anew). */
export function resetPasswordRoute(app: FastifyInstance): void {
  app.put(
    endpoints.usersResetPassword.path,
    { config: { rateLimit: AUTH_RATE_LIMIT } },
    async (request): Promise<SuccessResponse> => {
      const input = parseInput(ResetPasswordRequest, request.body);
      await resetPassword(
        { ...app.accountDeps, sessions: app.sessions, transportKey: await app.passwordTransportKey() },
        input,
      );
      return { success: true };
    },
  );
}
