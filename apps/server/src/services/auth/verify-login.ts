import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { unknownUserHash } from '../security/password-hasher.ts';
import { clearEvents, readWindow, recordEvent, type WindowLimit } from '../throttle/sliding-window.ts';
import type { AccountDeps } from '../users/account-deps.ts';
import { findUserByEmail } from '../users/find-user.ts';

export const LOGIN_FAILED = 'invalid credentials';
const TOO_MANY = 'Too many failed login attempts.';

export interface VerifyLoginOptions {
  email: string;
  password: string;
  ip: string;
  now?: Date;
}

function limits(deps: AccountDeps, email: string, ip: string): WindowLimit[] {
  const { perAccount, perIp, windowMs } = deps.config.loginThrottle;
  return [
    { bucket: 'login-account', key: email, max: perAccount, windowMs },
    { bucket: 'login-ip', key: ip, max: perIp, windowMs },
  ];
}

/** 429 with `wait` when either failed-login window is full. */
async function assertNotThrottled(deps: AccountDeps, windows: WindowLimit[], now: Date): Promise<void> {
  for (const limit of windows) {
    const state = await readWindow(deps.db, limit, now);
    if (state.waitSeconds > 0) {
      throw new AppError('rate_limited', TOO_MANY, { message: TOO_MANY, wait: state.waitSeconds });
    }
  }
}

/**
 * Checks an email and password. An unknown address is checked against a dummy hash, so both failures
 * cost one hasher call and the same time, and both answer 'invalid credentials'. Failures count per
 * account and per IP; when either window is full the answer is 429 with `wait`, before any hashing.
 */
export async function verifyLogin(deps: AccountDeps, options: VerifyLoginOptions): Promise<UserRow> {
  const now = options.now ?? new Date();
  const email = options.email.trim().toLowerCase();
  const windows = limits(deps, email, options.ip);
  await assertNotThrottled(deps, windows, now);

  const user = await findUserByEmail(deps.db, email);
  const hash = user?.passwordHash ?? (await unknownUserHash(deps.hasher));
  const matches = await deps.hasher.verify(hash, options.password);
  if (!user || !matches) {
    for (const limit of windows) await recordEvent(deps.db, limit, now);
    throw new AppError('invalid_credentials', LOGIN_FAILED);
  }
  await clearEvents(deps.db, 'login-account', email);
  if (!user.isActive) throw new AppError('account_disabled', 'This account is disabled.');
  return user;
}

/** Counts a wrong password given while signed in (check-password, password change) as a failed login. */
export async function recordPasswordFailure(deps: AccountDeps, user: UserRow, ip: string): Promise<void> {
  for (const limit of limits(deps, user.email, ip)) await recordEvent(deps.db, limit);
}

/** The same windows guard password re-checks of a signed-in user. */
export async function assertPasswordChecksAllowed(
  deps: AccountDeps,
  user: UserRow,
  ip: string,
): Promise<void> {
  await assertNotThrottled(deps, limits(deps, user.email, ip), new Date());
}
