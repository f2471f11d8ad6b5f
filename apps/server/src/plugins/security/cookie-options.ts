import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config/load-config.ts';

export const SESSION_COOKIE = 'galley_session';
export const CSRF_COOKIE = 'galley_csrf';

/** httpOnly + SameSite=Lax everywhere; Secure when served over TLS ('auto' reads the request's protocol). */
export function baseCookieOptions(config: Pick<Config, 'cookieSecure'>): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure };
}
