import { OTP_LIFETIME_SECONDS } from '@galley/contracts';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage/safe-storage.ts';

/**
 * A login waiting for its email code: the code page needs the address (validation-otp and Resend take
 * it), the page to continue to, and when each code's page expires — so a reload counts on from where it
 * was instead of starting at 5:00 again. sessionStorage, so it dies with the tab and never reaches
 * another.
 */
const KEY = 'galley.pendingLogin';

/** Resend makes a new token each time; the older ones are dead, so only the newest few are kept. */
const KEPT_DEADLINES = 5;

export interface PendingLogin {
  email: string;
  next: string | null;
  /** When each code page expires, by its token (ms since epoch). */
  deadlines: Record<string, number>;
}

/** A new pending login whose first code, just mailed, lives the full lifetime from `now`. */
export function startPendingLogin(
  email: string,
  next: string | null,
  token: string,
  now = Date.now(),
): PendingLogin {
  return { email, next, deadlines: { [token]: now + OTP_LIFETIME_SECONDS * 1000 } };
}

/** The pending login with the deadline of another code page (a Resend's new token). */
export function withCodeDeadline(pending: PendingLogin, token: string, expiresAt: number): PendingLogin {
  // Insertion order is issue order: the newest token goes last, the oldest drop off the front.
  const others = Object.entries(pending.deadlines).filter(([known]) => known !== token);
  const deadlines = [...others, [token, expiresAt] as const].slice(-KEPT_DEADLINES);
  return { ...pending, deadlines: Object.fromEntries(deadlines) };
}

/** The stored form read back; anything unreadable is no pending login. */
export function parsePendingLogin(raw: string | null): PendingLogin | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { email, next, deadlines } = value as Record<string, unknown>;
    if (typeof email !== 'string' || email === '') return null;
    const kept: Record<string, number> = {};
    if (typeof deadlines === 'object' && deadlines !== null) {
      for (const [token, at] of Object.entries(deadlines)) {
        if (typeof at === 'number' && Number.isFinite(at)) kept[token] = at;
      }
    }
    return { email, next: typeof next === 'string' ? next : null, deadlines: kept };
  } catch {
    return null;
  }
}

export function savePendingLogin(pending: PendingLogin): void {
  writeStorage('session', KEY, JSON.stringify(pending));
}

export function readPendingLogin(): PendingLogin | null {
  return parsePendingLogin(readStorage('session', KEY));
}

/**
 * When the code page of `token` expires. A page whose deadline was never stored (a tab from before this
 * was kept) gets the full lifetime from now, stored at once, so a reload no longer restarts it.
 */
export function codeDeadline(token: string, now = Date.now()): number | null {
  const pending = readPendingLogin();
  if (!pending) return null;
  const known = pending.deadlines[token];
  if (known !== undefined) return known;
  const expiresAt = now + OTP_LIFETIME_SECONDS * 1000;
  savePendingLogin(withCodeDeadline(pending, token, expiresAt));
  return expiresAt;
}

export function clearPendingLogin(): void {
  removeStorage('session', KEY);
}
