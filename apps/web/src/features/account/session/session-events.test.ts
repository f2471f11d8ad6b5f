import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { sessionEventFor, sessionEventForCheck } from './session-events.ts';

const error = (status: number, code = 'x') => new ApiError({ status, code, detail: '' });

describe('sessionEventFor', () => {
  it('ends the local session on 460, 461 and 462 with the matching message', () => {
    expect(sessionEventFor(error(460), 'usersProfile')).toEqual({ type: 'ended', code: 'session_expired' });
    expect(sessionEventFor(error(461), 'usersUsage')).toEqual({ type: 'ended', code: 'session_ended' });
    expect(sessionEventFor(error(462), 'usersLogin')).toEqual({ type: 'ended', code: 'account_disabled' });
  });

  it('asks for a new login on a 401 of an authenticated call only', () => {
    expect(sessionEventFor(error(401, 'unauthorized'), 'usersProfile')).toEqual({ type: 'reauthenticate' });
    expect(sessionEventFor(error(401, 'unauthorized'), 'usersLogout')).toBeNull();
    expect(sessionEventFor(error(401, 'unauthorized'), 'securityCheckSession')).toBeNull();
  });

  it('leaves every other error to the caller', () => {
    expect(sessionEventFor(error(400, 'invalid_credentials'), 'usersLogin')).toBeNull();
    expect(sessionEventFor(error(403, 'forbidden'), 'usersProfile')).toBeNull();
    expect(sessionEventFor(error(429, 'rate_limited'), 'usersLogin')).toBeNull();
  });
});

describe('sessionEventForCheck', () => {
  it('reads a dead session named by the check like the matching status', () => {
    expect(sessionEventForCheck({ valid: false, reason: 'expired' })).toEqual({
      type: 'ended',
      code: 'session_expired',
    });
    expect(sessionEventForCheck({ valid: false, reason: 'ended' })).toEqual({
      type: 'ended',
      code: 'session_ended',
    });
    expect(sessionEventForCheck({ valid: false, reason: 'disabled' })).toEqual({
      type: 'ended',
      code: 'account_disabled',
    });
  });

  it('says nothing for a live session or a visitor who never logged in', () => {
    expect(sessionEventForCheck({ valid: true })).toBeNull();
    expect(sessionEventForCheck({ valid: false })).toBeNull();
  });
});
