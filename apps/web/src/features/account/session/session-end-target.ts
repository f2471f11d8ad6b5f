import { stripLocalePrefix } from '../../../lib/i18n/locale-path.ts';

/** Areas that need a signed-in user: a page of them cannot stay once the session has died. */
const PROTECTED_AREAS = ['/users', '/manuscript', '/admin'];

/**
 * Where a user goes when the session died under them (spec §4: 460–462, or a check that says so): a
 * protected page sends them home; any other page — public pages, a verification or reset link, the
 * code page — stays where it is, with the local state cleared, so a mailed link still does its work.
 */
export function sessionEndTarget(pathname: string): 'home' | 'stay' {
  const path = stripLocalePrefix(pathname);
  return PROTECTED_AREAS.some((area) => path === area || path.startsWith(`${area}/`)) ? 'home' : 'stay';
}
