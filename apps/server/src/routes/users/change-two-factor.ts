import { ChangeTwoFactorRequest, type ChangeTwoFactorResponse, endpoints } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { assertCaller } from '../../services/users/assert-caller.ts';
import { PASSWORD_CHECKED_AT } from './check-password.ts';

/** How long a password check (POST /check-password/) allows a two-factor change. */
const PASSWORD_CHECK_VALID_MS = 5 * 60_000;

export function changeTwoFactorRoute(app: FastifyInstance): void {
  app.post(endpoints.usersChangeTwoFactor.path, async (request): Promise<ChangeTwoFactorResponse> => {
    const input = parseInput(ChangeTwoFactorRequest, request.body);
    const user = await request.requireUser();
    assertCaller(user, input);
    if (!user.emailVerifiedAt) {
      throw new AppError('email_not_verified', 'You must verify your email to use this service.');
    }
    const checkedAt = request.session?.data[PASSWORD_CHECKED_AT];
    if (typeof checkedAt !== 'number' || Date.now() - checkedAt > PASSWORD_CHECK_VALID_MS) {
      throw new AppError('password_check_required', 'Please confirm your password first.');
    }
    await app.db
      .update(users)
      .set({ twoFactorEnabled: input.value, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return { is_active_two_factor: input.value };
  });
}
