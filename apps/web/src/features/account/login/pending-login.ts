import { readStorage, removeStorage, writeStorage } from '../../../lib/storage/safe-storage.ts';

/**
 * A login waiting for its email code: the code page needs the address (validation-otp and Resend take
 * it) and the page to continue to. sessionStorage, so it dies with the tab and never reaches another.
 */
const KEY = 'galley.pendingLogin';

export interface PendingLogin {
  email: string;
  next: string | null;
}

export function savePendingLogin(pending: PendingLogin): void {
  writeStorage('session', KEY, JSON.stringify(pending));
}

export function readPendingLogin(): PendingLogin | null {
  try {
    const value: unknown = JSON.parse(readStorage('session', KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { email, next } = value as Record<string, unknown>;
    if (typeof email !== 'string' || email === '') return null;
    return { email, next: typeof next === 'string' ? next : null };
  } catch {
    return null;
  }
}

export function clearPendingLogin(): void {
  removeStorage('session', KEY);
}
