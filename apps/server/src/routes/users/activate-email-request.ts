import { ActivateEmailRequest, endpoints, type SuccessResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { assertCaller } from '../../services/users/assert-caller.ts';
import { sendVerificationEmail } from '../../services/users/send-verification-email.ts';
import { MAIL_RATE_LIMIT } from './auth-rate-limit.ts';

/** Resend of the unverified-email banner: a new link to the signed-in user's own address. */
export function activateEmailRequestRoute(app: FastifyInstance): void {
  app.post(
    endpoints.usersActivateEmailRequest.path,
    { config: { rateLimit: MAIL_RATE_LIMIT } },
    async (request): Promise<SuccessResponse> => {
      const input = parseInput(ActivateEmailRequest, request.body);
      const user = await request.requireUser();
      assertCaller(user, input);
      await sendVerificationEmail(app.accountDeps, user);
      return { success: true };
    },
  );
}
