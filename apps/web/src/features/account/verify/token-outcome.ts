import type { EmailTokenValidationResponse, TokenPurpose } from '@galley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';

export type TokenOutcome =
  | { type: 'checking' }
  | { type: 'valid'; email: string }
  | { type: 'already-verified' }
  | { type: 'expired' }
  | { type: 'failed'; error: unknown };

/** Answers that mean "this link is no good": expired, used, unknown or malformed (spec: 'This link has expired.'). */
const DEAD_LINK_STATUSES = new Set([400, 404, 410]);

/**
 * What a mailed link's page shows. A token that is malformed, unknown, expired or meant for the other
 * page reads as an expired link; trouble reaching the server is said as such, so a user does not throw
 * away a good link.
 */
export function tokenOutcome(
  expected: TokenPurpose,
  check: { wellFormed: boolean; data: EmailTokenValidationResponse | undefined; error: unknown },
): TokenOutcome {
  if (!check.wellFormed) return { type: 'expired' };
  if (check.data) {
    if (check.data.purpose !== expected) return { type: 'expired' };
    if (expected === 'verify_email' && check.data.already_verified) return { type: 'already-verified' };
    return { type: 'valid', email: check.data.email };
  }
  if (check.error instanceof ApiError) {
    if (expected === 'verify_email' && check.error.code === 'already_verified')
      return { type: 'already-verified' };
    if (check.error.code === 'link_expired' || DEAD_LINK_STATUSES.has(check.error.status))
      return { type: 'expired' };
    return { type: 'failed', error: check.error };
  }
  if (check.error) return { type: 'failed', error: check.error };
  return { type: 'checking' };
}
