import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LIFETIME_SECONDS } from '@galley/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { otpChallenges, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { sendLimitedMail } from '../../mail/send-limited-mail.ts';
import { hashSessionToken } from '../sessions/session-store.ts';
import type { AccountDeps } from '../users/account-deps.ts';
import { getUserById } from '../users/find-user.ts';
import { displayName, localeOf } from '../users/user-data.ts';

/** Wrong codes allowed per code; the fifth wrong one burns it (Resend makes a new one). */
export const OTP_MAX_FAILURES = 5;

const invalidPage = () => new AppError('invalid_page', 'Invalid page. Please try again.');

/** Codes are six digits, so they are keyed with a secret before storing: a leaked row gives nothing away. */
function codeHash(secret: string, challengeIdHash: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeIdHash}:${code}`).digest('hex');
}

export interface StartedChallenge {
  urlToken: string;
  expiresIn: number;
}

/**
 * Starts the code step of a login: a new code mailed to the user, bound to this browser's session.
 * Any earlier open challenge of that session is closed, so only the newest code works.
 */
export async function startOtpChallenge(
  deps: AccountDeps & { codeSecret: string },
  user: UserRow,
  sessionIdHash: string,
  now = new Date(),
): Promise<StartedChallenge> {
  const urlToken = randomBytes(32).toString('base64url');
  const idHash = hashSessionToken(urlToken);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const rendered = renderMail(localeOf(user), displayName(user), {
    kind: 'login_code',
    code,
    minutes: OTP_LIFETIME_SECONDS / 60,
  });
  // Mail first: when the hourly limit refuses, no half-made challenge is left behind.
  await sendLimitedMail({ ...deps, mail: { to: user.email, ...rendered }, now });
  await deps.db
    .update(otpChallenges)
    .set({ closedAt: now })
    .where(and(eq(otpChallenges.sessionIdHash, sessionIdHash), isNull(otpChallenges.closedAt)));
  await deps.db.insert(otpChallenges).values({
    idHash,
    userId: user.id,
    sessionIdHash,
    codeHash: codeHash(deps.codeSecret, idHash, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_SECONDS * 1000),
  });
  return { urlToken, expiresIn: OTP_LIFETIME_SECONDS };
}

/** The open challenge behind a code page token, checked against this browser's session and the email. */
async function findChallenge(
  deps: AccountDeps,
  urlToken: string,
  sessionIdHash: string | undefined,
  email: string,
) {
  const rows = await deps.db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.idHash, hashSessionToken(urlToken)));
  const challenge = rows[0];
  if (!challenge || !sessionIdHash || challenge.sessionIdHash !== sessionIdHash) throw invalidPage();
  const user = await getUserById(deps.db, challenge.userId).catch(() => {
    throw invalidPage();
  });
  if (user.email !== email.trim().toLowerCase()) throw invalidPage();
  return { challenge, user };
}

/**
 * Checks a code. Right: the challenge closes and the user is returned (the route signs the session in).
 * Wrong: 400 'invalid_code' with the tries left; the fifth wrong code closes it ('code_exhausted').
 * Past 300 s: 410 'code_expired'. A token from another browser, or a closed one: 'invalid_page'.
 */
export async function verifyOtp(
  deps: AccountDeps & { codeSecret: string },
  input: { urlToken: string; sessionIdHash: string | undefined; email: string; code: string },
  now = new Date(),
): Promise<UserRow> {
  const { challenge, user } = await findChallenge(deps, input.urlToken, input.sessionIdHash, input.email);
  if (challenge.failedAttempts >= OTP_MAX_FAILURES) {
    throw new AppError('code_exhausted', 'Too many wrong codes. Please request a new code.');
  }
  if (challenge.closedAt) throw invalidPage();
  if (challenge.expiresAt <= now)
    throw new AppError('code_expired', 'This page has expired. Please try again.');

  const expected = Buffer.from(challenge.codeHash, 'hex');
  const given = Buffer.from(codeHash(deps.codeSecret, challenge.idHash, input.code), 'hex');
  if (timingSafeEqual(expected, given)) {
    // Closing is conditional, so two racing right answers cannot both sign in.
    const closed = await deps.db
      .update(otpChallenges)
      .set({ closedAt: now })
      .where(and(eq(otpChallenges.idHash, challenge.idHash), isNull(otpChallenges.closedAt)))
      .returning({ idHash: otpChallenges.idHash });
    if (closed.length === 0) throw invalidPage();
    return user;
  }
  const updated = await deps.db
    .update(otpChallenges)
    .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
    .where(eq(otpChallenges.idHash, challenge.idHash))
    .returning({ failedAttempts: otpChallenges.failedAttempts });
  const failures = updated[0]?.failedAttempts ?? OTP_MAX_FAILURES;
  if (failures >= OTP_MAX_FAILURES) {
    await deps.db
      .update(otpChallenges)
      .set({ closedAt: now })
      .where(eq(otpChallenges.idHash, challenge.idHash));
    throw new AppError('code_exhausted', 'Too many wrong codes. Please request a new code.');
  }
  throw new AppError('invalid_code', 'Invalid code. Please check your email and try again.', {
    remaining_attempts: OTP_MAX_FAILURES - failures,
  });
}

/**
 * Resend: a new code for the login this browser has pending (named by its page token, or the newest
 * of the session). The old code stops working; the mail counts towards the hourly limit.
 */
export async function resendOtp(
  deps: AccountDeps & { codeSecret: string },
  input: { urlToken: string | undefined; sessionIdHash: string | undefined; email: string },
): Promise<StartedChallenge> {
  if (!input.sessionIdHash) throw invalidPage();
  let userId: string | undefined;
  if (input.urlToken) {
    userId = (await findChallenge(deps, input.urlToken, input.sessionIdHash, input.email)).user.id;
  } else {
    const rows = await deps.db
      .select({ userId: otpChallenges.userId })
      .from(otpChallenges)
      .where(eq(otpChallenges.sessionIdHash, input.sessionIdHash))
      .orderBy(sql`${otpChallenges.createdAt} desc`)
      .limit(1);
    userId = rows[0]?.userId;
  }
  if (!userId) throw invalidPage();
  const user = await getUserById(deps.db, userId);
  if (user.email !== input.email.trim().toLowerCase()) throw invalidPage();
  return startOtpChallenge(deps, user, input.sessionIdHash);
}
