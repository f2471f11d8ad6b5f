import { endpoints, RegisterRequest, type RegisterResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { registerUser } from '../../services/users/register-user.ts';
import { MAIL_RATE_LIMIT } from './auth-rate-limit.ts';

/** Registration (201). Nobody is signed in; the verification mail goes out. */
export function createUserRoute(app: FastifyInstance): void {
  app.post(
    endpoints.usersCreate.path,
    { config: { rateLimit: MAIL_RATE_LIMIT } },
    async (request, reply): Promise<RegisterResponse> => {
      const input = parseInput(RegisterRequest, request.body);
      const { user } = await registerUser(
        {
          ...app.accountDeps,
          transportKey: await app.passwordTransportKey(),
          log: (error) => request.log.warn({ err: error }, 'verification mail not sent at registration'),
        },
        input,
      );
      reply.status(201);
      return { success: true, email: user.email };
    },
  );
}
