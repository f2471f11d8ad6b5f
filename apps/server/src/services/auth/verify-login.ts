import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { unknownUserHash } from '../security/password-hasher.ts';
import { clearEvents, type Reservation, reserveSlot, type WindowLimit } from '../throttle/sliding-window.ts';
import type { AccountDeps } from '../users/account-deps.ts';
import { findUserByEmail } from '../users/find-user.ts';

export const LOGIN_FAILED = 'invalid credentials';
const TOO_MANY = 'Too many failed login attempts.';

/**
 * The failed-password windows. Per account from one address is tight (the guesser); per account from
 * everywhere is loose, so a stranger cannot lock the owner out cheaply; per address is loose enough
 * for a university behind one NAT.
 */
function windowsFor(deps: AccountDeps, email: string, ip: string): WindowLimit[] {
  const { perAccount, perAccountTotal, perIp, windowMs } = deps.config.loginThrottle;
  return [
    { bucket: 'login-account-ip', key: `${email}|${ip}`, max: perAccount, windowMs },
    { bucket: 'login-account', key: email, max: perAccountTotal, windowMs },
    { bucket: 'login-ip', key: ip, max: perIp, windowMs },
  ];
}

/**
 * Takes a slot in every window before the password is hashed, so a burst of concurrent guesses cannot
 * slip past the limits. Any full window: the slots are given back and the answer is 429 with `wait`.
 */
async function reserveAttempt(deps: AccountDeps, windows: WindowLimit[], now: Date): Promise<Reservation[]> {
  const taken: Reservation[] = [];
  for (const limit of windows) {
    const slot = await reserveSlot(deps.db, limit, now);
    if (!slot.ok) {
      for (const reservation of taken) await reservation.release();
      throw new AppError('login_attempts_exceeded', TOO_MANY, { message: TOO_MANY, wait: slot.waitSeconds });
    }
    taken.push(slot.reservation);
  }
  return taken;
}

export interface VerifyPasswordOptions {
  /** The account's email, or what was typed at login. */
  email: string;
  password: string;
  ip: string;
  now?: Date;
}

/**
 * Checks a password with the failed-attempt windows around it. A failure keeps its slots (it counts);
 * a success gives them back and forgets this address's failures for the account. Returns whether the
 * password matched `passwordHash` (a dummy hash stands in for unknown accounts).
 */
async function checkWithThrottle(
  deps: AccountDeps,
  passwordHash: string,
  options: VerifyPasswordOptions,
): Promise<boolean> {
  const now = options.now ?? new Date();
  const email = options.email.trim().toLowerCase();
  const windows = windowsFor(deps, email, options.ip);
  const reservations = await reserveAttempt(deps, windows, now);
  const matches = await deps.hasher.verify(passwordHash, options.password);
  if (matches) {
    for (const reservation of reservations) await reservation.release();
    await clearEvents(deps.db, 'login-account-ip', `${email}|${options.ip}`);
  }
  return matches;
}

/**
 * Login's password step. An unknown address is checked against a dummy hash, so both failures cost one
 * hasher call and the same time, and both answer 'invalid credentials'.
 */
export async function verifyLogin(deps: AccountDeps, options: VerifyPasswordOptions): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, options.email);
  const hash = user?.passwordHash ?? (await unknownUserHash(deps.hasher));
  const matches = await checkWithThrottle(deps, hash, options);
  if (!user || !matches) throw new AppError('invalid_credentials', LOGIN_FAILED);
  if (!user.isActive) throw new AppError('account_disabled', 'This account is disabled.');
  return user;
}

/** A signed-in user's password re-check (two-factor changes, password change): the same windows apply. */
export async function verifyOwnPassword(deps: AccountDeps, user: UserRow, password: string, ip: string) {
  if (!(await checkWithThrottle(deps, user.passwordHash, { email: user.email, password, ip }))) {
    throw new AppError('invalid_password', 'Invalid password.');
  }
}

/** After a password reset, the account starts clean: nobody's earlier failures hold the owner back. */
export async function forgetLoginFailures(deps: AccountDeps, email: string): Promise<void> {
  await clearEvents(deps.db, 'login-account', email);
}
