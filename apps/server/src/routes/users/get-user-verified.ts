import { endpoints, GetUserVerifiedRequest, type GetUserVerifiedResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { assertCaller } from '../../services/users/assert-caller.ts';

export function getUserVerifiedRoute(app: FastifyInstance): void {
  app.post(endpoints.usersGetVerified.path, async (request): Promise<GetUserVerifiedResponse> => {
    const input = parseInput(GetUserVerifiedRequest, request.body);
    const user = await request.requireUser();
    assertCaller(user, input ?? {});
    return { verified: user.emailVerifiedAt !== null };
  });
}
