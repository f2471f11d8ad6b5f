import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { logoutFailure } from './logout-failure.ts';

const failure = (status: number, code: string) => new ApiError({ status, code, detail: '' });

describe('logoutFailure', () => {
  it('forgets locally when the server has no session for us any more', () => {
    expect(logoutFailure(failure(401, 'unauthorized'))).toBe('forget');
  });

  it('leaves a dead session to the session watcher', () => {
    expect(logoutFailure(failure(460, 'session_expired'))).toBe('ended');
    expect(logoutFailure(failure(461, 'session_ended'))).toBe('ended');
    expect(logoutFailure(failure(462, 'account_disabled'))).toBe('ended');
  });

  it('stays signed in when the server session may still be alive', () => {
    expect(logoutFailure(failure(0, 'network_error'))).toBe('stay');
    expect(logoutFailure(failure(500, 'internal_error'))).toBe('stay');
    expect(logoutFailure(failure(429, 'rate_limited'))).toBe('stay');
    expect(logoutFailure(failure(0, 'csrf_token_unavailable'))).toBe('stay');
    expect(logoutFailure(new Error('boom'))).toBe('stay');
  });
});
