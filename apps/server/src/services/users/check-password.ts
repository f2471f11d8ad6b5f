import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertPasswordChecksAllowed, recordPasswordFailure } from '../auth/verify-login.ts';
import type { AccountDeps } from './account-deps.ts';

/**
 * Re-checks the signed-in user's password (two-factor changes, password change). Wrong answers count
 * as failed logins of the account and the IP, so this is no side door for guessing.
 */
export async function checkPassword(
  deps: AccountDeps,
  user: UserRow,
  password: string,
  ip: string,
): Promise<void> {
  await assertPasswordChecksAllowed(deps, user, ip);
  if (!(await deps.hasher.verify(user.passwordHash, password))) {
    await recordPasswordFailure(deps, user, ip);
    throw new AppError('invalid_password', 'Invalid password.');
  }
}
