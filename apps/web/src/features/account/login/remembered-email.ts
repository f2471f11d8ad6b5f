import { deleteCookie, readCookie, writeCookie } from '../../../lib/storage/cookies.ts';

/** Spec §2: the login modal's "remember email" lives in the cookie `rememberedEmail`. */
export const REMEMBERED_EMAIL_COOKIE = 'rememberedEmail';
const REMEMBER_DAYS = 365;

export function readRememberedEmail(): string {
  return readCookie(REMEMBERED_EMAIL_COOKIE) ?? '';
}

export function rememberEmail(email: string | null): void {
  if (email) writeCookie(REMEMBERED_EMAIL_COOKIE, email, REMEMBER_DAYS);
  else deleteCookie(REMEMBERED_EMAIL_COOKIE);
}
