import type { UserRow } from '../../db/schema.ts';
import { validationError } from '../../errors/parse-input.ts';
import { readNewPassword } from '../auth/read-new-password.ts';
import { verifyOwnPassword } from '../auth/verify-login.ts';
import type { PasswordTransportKey } from '../security/password-transport-key.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import type { AccountDeps } from './account-deps.ts';
import { setPassword } from './set-password.ts';

/**
 * Change password from the profile: the new one must meet the rules (checked first, so a typo costs no
 * failed attempt), the current one must be right, and every other session of the user ends (461).
 */
export async function changePassword(
  deps: AccountDeps & { sessions: SessionStore; transportKey: PasswordTransportKey },
  user: UserRow,
  input: { prev_password: string; password: string; password2: string },
  context: { ip: string; sessionIdHash: string | null },
): Promise<void> {
  const next = readNewPassword(deps.transportKey, input);
  if (!next.ok) throw validationError(next.issues);
  await verifyOwnPassword(deps, user, deps.transportKey.decrypt(input.prev_password), context.ip);
  await setPassword(deps, user.id, next.password, context.sessionIdHash);
}
