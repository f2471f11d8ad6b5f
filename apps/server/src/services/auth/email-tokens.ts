import { randomBytes } from 'node:crypto';
import type { TokenPurpose } from '@galley/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emailTokens, type UserRow, users } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { sha256Hex } from '../security/sha256-hex.ts';

/** Lifetimes: a verification link for a day; a reset link for the hour the issue fixes. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};

/** Ties a reset link to the password it was issued under: any password change kills it. */
export function passwordFingerprint(passwordHash: string): string {
  return sha256Hex(`reset:${passwordHash}`);
}

/** Creates a single-use token for a mail link; only its hash is stored. Returns the raw token. */
export async function issueEmailToken(
  db: Database,
  user: UserRow,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    idHash: sha256Hex(token),
    userId: user.id,
    purpose,
    passwordFingerprint: purpose === 'reset_password' ? passwordFingerprint(user.passwordHash) : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

export interface ValidToken {
  idHash: string;
  purpose: TokenPurpose;
  user: UserRow;
  usedAt: Date | null;
}

const expired = () => new AppError('link_expired', 'This link has expired.');

/**
 * The token's row and user, or 410 'This link has expired.' for anything unusable: unknown, past its
 * lifetime, or a reset link whose password has changed since. Used verification links are returned
 * (a second click says "already verified"); used reset links are expired.
 */
export async function readEmailToken(db: Database, token: string, now = new Date()): Promise<ValidToken> {
  const rows = await db
    .select({ token: emailTokens, user: users })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(eq(emailTokens.idHash, sha256Hex(token)));
  const row = rows[0];
  if (!row || row.token.expiresAt <= now) throw expired();
  if (row.token.purpose === 'reset_password') {
    if (row.token.usedAt) throw expired();
    if (row.token.passwordFingerprint !== passwordFingerprint(row.user.passwordHash)) throw expired();
  }
  return { idHash: row.token.idHash, purpose: row.token.purpose, user: row.user, usedAt: row.token.usedAt };
}

/**
 * Uses a token up, once: the update only matches an unused, unexpired row, so of two concurrent
 * requests with the same link exactly one gets true.
 */
export async function consumeEmailToken(db: Database, idHash: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.idHash, idHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ idHash: emailTokens.idHash });
  return rows.length === 1;
}
