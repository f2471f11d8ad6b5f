import { EmailTokenValidationRequest, type EmailTokenValidationResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { validateEmailToken } from '../../services/auth/validate-email-token.ts';
import { AUTH_RATE_LIMIT } from './auth-rate-limit.ts';

/** A link from a mail: verifies the address, or checks a reset link before the form shows. */
export function emailTokenValidationRoute(app: FastifyInstance): void {
  app.post(
    endpoints.usersEmailTokenValidation.path,
    { config: { rateLimit: AUTH_RATE_LIMIT } },
    async (request): Promise<EmailTokenValidationResponse> => {
      const input = parseInput(EmailTokenValidationRequest, request.body);
      return validateEmailToken(app.db, input.verify_token);
    },
  );
}
