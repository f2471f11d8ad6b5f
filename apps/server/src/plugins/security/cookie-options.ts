import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config/load-config.ts';

export interface CookieNames {
  session: string;
  csrf: string;
}

/**
 * With COOKIE_SECURE=true (production behind TLS) the cookies carry the `__Host-` prefix: browsers then
 * refuse them unless Secure, host-only and Path=/, so a sibling subdomain cannot plant its own CSRF
 * secret or session ("cookie tossing").
 */
export function cookieNames(config: Pick<Config, 'cookieSecure'>): CookieNames {
  const prefix = config.cookieSecure === true ? '__Host-' : '';
  return { session: `${prefix}galley_session`, csrf: `${prefix}galley_csrf` };
}

/** httpOnly + SameSite=Lax everywhere; Secure when served over TLS ('auto' reads the request's protocol). */
export function baseCookieOptions(config: Pick<Config, 'cookieSecure'>): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure };
}
