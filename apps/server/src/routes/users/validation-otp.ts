import { endpoints, ValidateOtpRequest, type ValidateOtpResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { verifyOtp } from '../../services/auth/otp-challenges.ts';
import { planTypeOf, toUserData } from '../../services/users/user-data.ts';
import { AUTH_RATE_LIMIT } from './auth-rate-limit.ts';

/** Step two of a two-factor login: the mailed code. Right → the session is rotated and signed in. */
export function validationOtpRoute(app: FastifyInstance): void {
  app.post(
    endpoints.usersValidationOtp.path,
    { config: { rateLimit: AUTH_RATE_LIMIT } },
    async (request, reply): Promise<ValidateOtpResponse> => {
      const input = parseInput(ValidateOtpRequest, request.body);
      const user = await verifyOtp(app.accountDeps, {
        urlToken: input.token,
        sessionIdHash: request.session?.idHash,
        email: input.email,
        code: input.otp_code,
      });
      await reply.startSession(user.id);
      return { valid: true, user_data: toUserData(user), plan_type: planTypeOf(user) };
    },
  );
}
