import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { closeOpenChallenges } from '../auth/otp-challenges.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import { SESSION_END_REASONS } from '../sessions/session-store.ts';
import type { AccountDeps } from './account-deps.ts';

/**
 * Stores a new password and ends the user's sessions except `keepSessionIdHash` (null ends all): the
 * other browsers get 461 on their next call. Logins still waiting for their code die too, and so do
 * earlier reset links (they are bound to the old hash).
 */
export async function setPassword(
  deps: AccountDeps & { sessions: SessionStore },
  userId: string,
  password: string,
  keepSessionIdHash: string | null,
  extra: { verifyEmail?: boolean } = {},
): Promise<void> {
  const now = new Date();
  const passwordHash = await deps.hasher.hash(password);
  await deps.db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: now,
      updatedAt: now,
      // Following a reset link proves the mailbox, as a verification link would.
      ...(extra.verifyEmail ? { emailVerifiedAt: now } : {}),
    })
    .where(eq(users.id, userId));
  await deps.sessions.endUserSessions(userId, keepSessionIdHash, SESSION_END_REASONS.passwordChanged);
  await closeOpenChallenges(deps, userId, now);
}
