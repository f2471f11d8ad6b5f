import { AppError } from '../../errors/app-error.ts';
import { validationError } from '../../errors/parse-input.ts';
import type { PasswordTransportKey } from '../security/password-transport-key.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import type { AccountDeps } from '../users/account-deps.ts';
import { setPassword } from '../users/set-password.ts';
import { consumeEmailToken, readEmailToken } from './email-tokens.ts';
import { readNewPassword } from './read-new-password.ts';
import { forgetLoginFailures } from './verify-login.ts';

/**
 * The reset link's form: the new password checked against the rules, the link used up atomically
 * (two concurrent submits: one wins, the other is 'This link has expired.'), every session of the user
 * ended, and the account's failed-login count forgotten.
 */
export async function resetPassword(
  deps: AccountDeps & { sessions: SessionStore; transportKey: PasswordTransportKey },
  input: { verify_token: string; password: string; password2: string },
): Promise<void> {
  const token = await readEmailToken(deps.db, input.verify_token);
  const linkExpired = new AppError('link_expired', 'This link has expired.');
  if (token.purpose !== 'reset_password') throw linkExpired;
  const next = readNewPassword(deps.transportKey, input);
  if (!next.ok) throw validationError(next.issues);
  if (!(await consumeEmailToken(deps.db, token.idHash))) throw linkExpired;
  await setPassword(deps, token.user.id, next.password, null, {
    verifyEmail: token.user.emailVerifiedAt === null,
  });
  await forgetLoginFailures(deps, token.user.email);
}
