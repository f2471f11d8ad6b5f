import { ChangeTwoFactorRequest, type ChangeTwoFactorResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { assertCaller } from '../../services/users/assert-caller.ts';
import { setTwoFactor } from '../../services/users/set-two-factor.ts';

export function changeTwoFactorRoute(app: FastifyInstance): void {
  app.post(endpoints.usersChangeTwoFactor.path, async (request): Promise<ChangeTwoFactorResponse> => {
    const input = parseInput(ChangeTwoFactorRequest, request.body);
    const user = await request.requireUser();
    assertCaller(user, input);
    return { is_active_two_factor: await setTwoFactor(app.db, user, request.session?.data, input.value) };
  });
}
