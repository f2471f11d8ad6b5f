import { endpoints, ProfileUpdateRequest, type ProfileUpdateResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { assertCaller } from '../../services/users/assert-caller.ts';
import { updateProfile } from '../../services/users/update-profile.ts';
import { toUserData } from '../../services/users/user-data.ts';

export function updateProfileRoute(app: FastifyInstance): void {
  app.post(endpoints.usersProfileUpdate.path, async (request): Promise<ProfileUpdateResponse> => {
    const { user_id, email, locale, ...profile } = parseInput(ProfileUpdateRequest, request.body);
    const user = await request.requireUser();
    assertCaller(user, { user_id, email });
    return { user_data: toUserData(await updateProfile(app.db, user, profile, locale)) };
  });
}
