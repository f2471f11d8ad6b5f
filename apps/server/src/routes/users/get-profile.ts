import { endpoints, ProfileQuery, type ProfileResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { assertCaller } from '../../services/users/assert-caller.ts';
import { planTypeOf, toUserData } from '../../services/users/user-data.ts';

export function getProfileRoute(app: FastifyInstance): void {
  app.get(endpoints.usersProfile.path, async (request, reply): Promise<ProfileResponse> => {
    const query = parseInput(ProfileQuery, request.query);
    const user = await request.requireUser();
    assertCaller(user, query ?? {});
    reply.header('cache-control', 'no-store');
    return { user_data: toUserData(user), plan_type: planTypeOf(user) };
  });
}
