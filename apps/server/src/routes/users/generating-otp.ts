import { endpoints, GenerateOtpRequest, type GenerateOtpResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { resendOtp } from '../../services/auth/otp-challenges.ts';
import { MAIL_RATE_LIMIT } from './auth-rate-limit.ts';

/** Resend on the code page: a new code (and page token) for this browser's pending login. */
export function generatingOtpRoute(app: FastifyInstance): void {
  app.post(
    endpoints.usersGeneratingOtp.path,
    { config: { rateLimit: MAIL_RATE_LIMIT } },
    async (request): Promise<GenerateOtpResponse> => {
      const input = parseInput(GenerateOtpRequest, request.body);
      const started = await resendOtp(app.accountDeps, {
        urlToken: input.token,
        sessionIdHash: request.session?.idHash,
        email: input.email,
      });
      return { url_token: started.urlToken, expires_in: started.expiresIn };
    },
  );
}
