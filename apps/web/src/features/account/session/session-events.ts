import type { SessionEndReason } from '@galley/contracts';
import type { ApiError } from '../../../lib/api/api-error.ts';

/** Spec §4 and §8: these statuses clear the local user, plan type and CSRF token, and go home. */
const ENDED_BY_STATUS = {
  460: 'session_expired',
  461: 'session_ended',
  462: 'account_disabled',
} as const;

export type SessionEndCode = (typeof ENDED_BY_STATUS)[keyof typeof ENDED_BY_STATUS];

export type SessionEvent = { type: 'ended'; code: SessionEndCode } | { type: 'reauthenticate' } | null;

/** Calls whose 401 says nothing new: leaving anyway, or asking exactly that question. */
const UNAUTHENTICATED_OK = new Set(['usersLogout', 'securityCheckSession']);

/** What an API error means for the session as a whole, beyond the call that failed. */
export function sessionEventFor(error: ApiError, endpointName: string): SessionEvent {
  if (error.status in ENDED_BY_STATUS) {
    return { type: 'ended', code: ENDED_BY_STATUS[error.status as keyof typeof ENDED_BY_STATUS] };
  }
  // Spec §7: a 401 on an authenticated call is rethrown to force a new login.
  if (error.status === 401 && !UNAUTHENTICATED_OK.has(endpointName)) return { type: 'reauthenticate' };
  return null;
}

const CODE_BY_REASON = {
  expired: 'session_expired',
  ended: 'session_ended',
  disabled: 'account_disabled',
} as const satisfies Record<SessionEndReason, SessionEndCode>;

/** A session check that names why the session died is the same news as a 460, 461 or 462. */
export function sessionEventForCheck(check: { valid: boolean; reason?: SessionEndReason }): SessionEvent {
  if (check.valid || !check.reason) return null;
  return { type: 'ended', code: CODE_BY_REASON[check.reason] };
}
