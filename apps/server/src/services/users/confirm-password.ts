import type { UserRow } from '../../db/schema.ts';
import { verifyOwnPassword } from '../auth/verify-login.ts';
import type { Session, SessionStore } from '../sessions/session-store.ts';
import type { AccountDeps } from './account-deps.ts';
import { PASSWORD_CHECKED_AT } from './set-two-factor.ts';

/**
 * The profile's password check (before a two-factor change): a right password is remembered in this
 * session for a few minutes; wrong ones count as failed logins of the account and the address.
 */
export async function confirmPassword(
  deps: AccountDeps & { sessions: SessionStore },
  user: UserRow,
  password: string,
  context: { ip: string; session: Session | null },
): Promise<void> {
  await verifyOwnPassword(deps, user, password, context.ip);
  const session = context.session;
  if (!session) return;
  session.data = { ...session.data, [PASSWORD_CHECKED_AT]: Date.now() };
  await deps.sessions.updateData(session.idHash, session.data);
}
