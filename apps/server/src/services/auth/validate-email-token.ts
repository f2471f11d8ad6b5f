import type { EmailTokenValidationResponse } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { consumeEmailToken, readEmailToken } from './email-tokens.ts';

/**
 * A verification token marks the address verified (a second click answers `already_verified: true`);
 * a reset token is only checked, so the page can say 'This link has expired.' before any typing.
 */
export async function validateEmailToken(db: Database, token: string): Promise<EmailTokenValidationResponse> {
  const found = await readEmailToken(db, token);
  const base = { purpose: found.purpose, email: found.user.email };
  if (found.purpose === 'reset_password') return { ...base, already_verified: false };
  if (found.user.emailVerifiedAt) return { ...base, already_verified: true };
  const now = new Date();
  // Two clicks racing: the one that uses the token verifies; the other reports "already verified".
  if (!(await consumeEmailToken(db, found.idHash, now))) return { ...base, already_verified: true };
  await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, found.user.id));
  return { ...base, already_verified: false };
}
