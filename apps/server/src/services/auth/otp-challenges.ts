import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LIFETIME_SECONDS } from '@galley/contracts';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { otpChallenges, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { sendLimitedMail } from '../../mail/send-limited-mail.ts';
import { sha256Hex } from '../security/sha256-hex.ts';
import type { AccountDeps } from '../users/account-deps.ts';
import { findUserById } from '../users/find-user.ts';
import { displayName, localeOf } from '../users/user-data.ts';

/** Wrong codes allowed per code; the fifth wrong one burns it (Resend makes a new one). */
export const OTP_MAX_FAILURES = 5;
/** How long a password step stays good for resends: after this the user logs in again. */
export const LOGIN_ATTEMPT_LIFETIME_MS = 15 * 60_000;

type CodeDeps = AccountDeps & { codeSecret: string };

const invalidPage = () => new AppError('invalid_page', 'Invalid page. Please try again.');
const expired = () => new AppError('code_expired', 'This page has expired. Please try again.');
const exhausted = () => new AppError('code_exhausted', 'Too many wrong codes. Please request a new code.');
const disabled = () => new AppError('account_disabled', 'This account is disabled.');

/** Codes are six digits, so they are keyed with a secret before storing: a leaked row gives nothing away. */
function codeHash(secret: string, challengeIdHash: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeIdHash}:${code}`).digest('hex');
}

export interface StartedChallenge {
  urlToken: string;
  expiresIn: number;
}

/**
 * Starts (or restarts, on Resend) the code step of a login: a new code mailed to the user, bound to
 * this browser's session. Earlier open challenges of the session close, so only the newest code works.
 */
export async function startOtpChallenge(
  deps: CodeDeps,
  user: UserRow,
  sessionIdHash: string,
  loginStartedAt: Date,
  now = new Date(),
): Promise<StartedChallenge> {
  const urlToken = randomBytes(32).toString('base64url');
  const idHash = sha256Hex(urlToken);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const rendered = renderMail(localeOf(user), displayName(user), {
    kind: 'login_code',
    code,
    minutes: OTP_LIFETIME_SECONDS / 60,
  });
  // Mail first: when the hourly limit refuses, no half-made challenge is left behind.
  await sendLimitedMail({ ...deps, stream: 'codes', mail: { to: user.email, ...rendered }, now });
  await deps.db
    .update(otpChallenges)
    .set({ closedAt: now })
    .where(and(eq(otpChallenges.sessionIdHash, sessionIdHash), isNull(otpChallenges.closedAt)));
  await deps.db.insert(otpChallenges).values({
    idHash,
    userId: user.id,
    sessionIdHash,
    codeHash: codeHash(deps.codeSecret, idHash, code),
    loginStartedAt,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_SECONDS * 1000),
  });
  return { urlToken, expiresIn: OTP_LIFETIME_SECONDS };
}

type Challenge = typeof otpChallenges.$inferSelect;

/** The challenge's user, if the email matches, the account is active and the password unchanged since. */
async function userOf(deps: CodeDeps, challenge: Challenge, email: string): Promise<UserRow> {
  const user = await findUserById(deps.db, challenge.userId);
  if (!user || user.email !== email.trim().toLowerCase()) throw invalidPage();
  if (!user.isActive) throw disabled();
  if (challenge.loginStartedAt < user.passwordChangedAt) throw invalidPage();
  return user;
}

/** The challenge and user behind a code page token, checked against this browser's session. */
async function findChallenge(
  deps: CodeDeps,
  urlToken: string,
  sessionIdHash: string | undefined,
  email: string,
): Promise<{ challenge: Challenge; user: UserRow }> {
  const rows = await deps.db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.idHash, sha256Hex(urlToken)));
  const challenge = rows[0];
  if (!challenge || !sessionIdHash || challenge.sessionIdHash !== sessionIdHash) throw invalidPage();
  return { challenge, user: await userOf(deps, challenge, email) };
}

/** The newest challenge of this browser's session (Resend without a page token). */
async function newestChallenge(
  deps: CodeDeps,
  sessionIdHash: string,
  email: string,
): Promise<{ challenge: Challenge; user: UserRow }> {
  const rows = await deps.db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.sessionIdHash, sessionIdHash))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  const challenge = rows[0];
  if (!challenge) throw invalidPage();
  return { challenge, user: await userOf(deps, challenge, email) };
}

/** Why a conditional update on a challenge matched nothing. */
async function whyNotOpen(deps: CodeDeps, idHash: string, now: Date): Promise<AppError> {
  const rows = await deps.db.select().from(otpChallenges).where(eq(otpChallenges.idHash, idHash));
  const row = rows[0];
  if (!row) return invalidPage();
  if (row.failedAttempts >= OTP_MAX_FAILURES) return exhausted();
  if (row.closedAt) return invalidPage();
  if (row.expiresAt <= now) return expired();
  return invalidPage();
}

/** The conditions under which a challenge may still take a guess. */
function openChallenge(idHash: string, now: Date) {
  return and(
    eq(otpChallenges.idHash, idHash),
    isNull(otpChallenges.closedAt),
    gt(otpChallenges.expiresAt, now),
    lt(otpChallenges.failedAttempts, OTP_MAX_FAILURES),
  );
}

/**
 * Checks a code. Every decision is one conditional UPDATE, so concurrent guesses cannot exceed five
 * per code (each wrong one must increment a count still below five; a right one must close a challenge
 * whose count is still below five). Right: the user is returned (the route signs the session in).
 * Wrong: 400 'invalid_code' with the tries left; the fifth closes it ('code_exhausted').
 * Past 300 s: 410 'code_expired'. Another browser's token, a closed one: 'invalid_page'.
 */
export async function verifyOtp(
  deps: CodeDeps,
  input: { urlToken: string; sessionIdHash: string | undefined; email: string; code: string },
  now = new Date(),
): Promise<UserRow> {
  const { challenge, user } = await findChallenge(deps, input.urlToken, input.sessionIdHash, input.email);
  const expected = Buffer.from(challenge.codeHash, 'hex');
  const given = Buffer.from(codeHash(deps.codeSecret, challenge.idHash, input.code), 'hex');

  if (timingSafeEqual(expected, given)) {
    const closed = await deps.db
      .update(otpChallenges)
      .set({ closedAt: now })
      .where(openChallenge(challenge.idHash, now))
      .returning({ idHash: otpChallenges.idHash });
    if (closed.length === 0) throw await whyNotOpen(deps, challenge.idHash, now);
    return user;
  }
  const counted = await deps.db
    .update(otpChallenges)
    .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
    .where(openChallenge(challenge.idHash, now))
    .returning({ failedAttempts: otpChallenges.failedAttempts });
  const failures = counted[0]?.failedAttempts;
  if (failures === undefined) throw await whyNotOpen(deps, challenge.idHash, now);
  if (failures >= OTP_MAX_FAILURES) {
    await deps.db
      .update(otpChallenges)
      .set({ closedAt: now })
      .where(eq(otpChallenges.idHash, challenge.idHash));
    throw exhausted();
  }
  throw new AppError('invalid_code', 'Invalid code. Please check your email and try again.', {
    remaining_attempts: OTP_MAX_FAILURES - failures,
  });
}

/**
 * Resend: a new code for the login this browser has pending (named by its page token, or the newest
 * of the session). The old code stops working; the mail counts towards the hourly limit. A password
 * step older than 15 minutes, or made before the password last changed, needs a new login.
 */
export async function resendOtp(
  deps: CodeDeps,
  input: { urlToken: string | undefined; sessionIdHash: string | undefined; email: string },
  now = new Date(),
): Promise<StartedChallenge> {
  if (!input.sessionIdHash) throw invalidPage();
  const found = input.urlToken
    ? await findChallenge(deps, input.urlToken, input.sessionIdHash, input.email)
    : await newestChallenge(deps, input.sessionIdHash, input.email);
  // Only the newest code of this browser, still open or burned by wrong tries, is a base for another: a
  // used one or one replaced by a newer Resend is not (a double click cannot fork the login).
  const { challenge } = found;
  if (challenge.closedAt && challenge.failedAttempts < OTP_MAX_FAILURES) throw invalidPage();
  const newer = await deps.db
    .select({ idHash: otpChallenges.idHash })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.sessionIdHash, input.sessionIdHash),
        gt(otpChallenges.createdAt, challenge.createdAt),
      ),
    )
    .limit(1);
  if (newer.length > 0) throw invalidPage();
  if (now.getTime() - challenge.loginStartedAt.getTime() > LOGIN_ATTEMPT_LIFETIME_MS) throw expired();
  return startOtpChallenge(deps, found.user, input.sessionIdHash, found.challenge.loginStartedAt, now);
}

/** A password change or reset voids every login still waiting for its code. */
export async function closeOpenChallenges(deps: Pick<AccountDeps, 'db'>, userId: string, now = new Date()) {
  await deps.db
    .update(otpChallenges)
    .set({ closedAt: now })
    .where(and(eq(otpChallenges.userId, userId), isNull(otpChallenges.closedAt)));
}
