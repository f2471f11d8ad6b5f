import { endpoints, ResetPasswordRequest, type SuccessResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput, validationError } from '../../errors/parse-input.ts';
import { markEmailTokenUsed, readEmailToken } from '../../services/auth/email-tokens.ts';
import { readNewPassword } from '../../services/auth/read-new-password.ts';
import { setPassword } from '../../services/users/set-password.ts';
import { AUTH_RATE_LIMIT } from './auth-rate-limit.ts';

/** The reset link's form: a new password, every session of the user ended, the link used up. */
export function resetPasswordRoute(app: FastifyInstance): void {
  app.put(
    endpoints.usersResetPassword.path,
    { config: { rateLimit: AUTH_RATE_LIMIT } },
    async (request): Promise<SuccessResponse> => {
      const input = parseInput(ResetPasswordRequest, request.body);
      const token = await readEmailToken(app.db, input.verify_token);
      if (token.purpose !== 'reset_password') throw new AppError('link_expired', 'This link has expired.');
      const next = readNewPassword(await app.passwordTransportKey(), input);
      if (!next.ok) throw validationError(next.issues);
      await markEmailTokenUsed(app.db, token.idHash);
      await setPassword({ ...app.accountDeps, sessions: app.sessions }, token.user.id, next.password, null, {
        verifyEmail: token.user.emailVerifiedAt === null,
      });
      return { success: true };
    },
  );
}
