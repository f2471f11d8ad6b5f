import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

/** Session data key: when this session last proved the password (POST /check-password/). */
export const PASSWORD_CHECKED_AT = 'passwordCheckedAt';

/** How long a password check allows a two-factor change. */
export const PASSWORD_CHECK_VALID_MS = 5 * 60_000;

/**
 * Turns two-factor on or off. Needs a verified address (the codes go there) and a password check in
 * this session within the last five minutes, so an unattended signed-in browser cannot change it.
 */
export async function setTwoFactor(
  db: Database,
  user: UserRow,
  sessionData: Record<string, unknown> | undefined,
  enabled: boolean,
  now = Date.now(),
): Promise<boolean> {
  if (!user.emailVerifiedAt) {
    throw new AppError('email_not_verified', 'You must verify your email to use this service.');
  }
  const checkedAt = sessionData?.[PASSWORD_CHECKED_AT];
  if (typeof checkedAt !== 'number' || now - checkedAt > PASSWORD_CHECK_VALID_MS) {
    throw new AppError('password_check_required', 'Please confirm your password first.');
  }
  await db
    .update(users)
    .set({ twoFactorEnabled: enabled, updatedAt: new Date(now) })
    .where(eq(users.id, user.id));
  return enabled;
}
