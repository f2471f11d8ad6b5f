import { endpoints, ResetPasswordRequestRequest, type SuccessResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requestPasswordReset } from '../../services/auth/request-password-reset.ts';
import { MAIL_RATE_LIMIT } from './auth-rate-limit.ts';

export function resetPasswordRequestRoute(app: FastifyInstance): void {
  app.post(
    endpoints.usersResetPasswordRequest.path,
    { config: { rateLimit: MAIL_RATE_LIMIT } },
    async (request): Promise<SuccessResponse> => {
      const input = parseInput(ResetPasswordRequestRequest, request.body);
      await requestPasswordReset(app.accountDeps, input.email);
      return { success: true };
    },
  );
}
