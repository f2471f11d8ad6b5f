import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { tokenOutcome } from './token-outcome.ts';

const answer = (purpose: 'verify_email' | 'reset_password', already = false) => ({
  purpose,
  email: 'ada@example.org',
  already_verified: already,
});
const failure = (status: number, code: string) => new ApiError({ status, code, detail: '' });

describe('tokenOutcome', () => {
  it('waits while the server is asked', () => {
    expect(tokenOutcome('verify_email', { wellFormed: true, data: undefined, error: null })).toEqual({
      type: 'checking',
    });
  });

  it('accepts a token of the expected purpose', () => {
    expect(
      tokenOutcome('reset_password', { wellFormed: true, data: answer('reset_password'), error: null }),
    ).toEqual({
      type: 'valid',
      email: 'ada@example.org',
    });
  });

  it('tells a second visit of a verification link apart, by answer or by code', () => {
    const byAnswer = tokenOutcome('verify_email', {
      wellFormed: true,
      data: answer('verify_email', true),
      error: null,
    });
    const byCode = tokenOutcome('verify_email', {
      wellFormed: true,
      data: undefined,
      error: failure(409, 'already_verified'),
    });
    expect(byAnswer).toEqual({ type: 'already-verified' });
    expect(byCode).toEqual({ type: 'already-verified' });
  });

  it('reads malformed, unknown, expired and wrong-purpose tokens as an expired link', () => {
    const expired = { type: 'expired' };
    expect(tokenOutcome('reset_password', { wellFormed: false, data: undefined, error: null })).toEqual(
      expired,
    );
    for (const error of [
      failure(410, 'link_expired'),
      failure(404, 'not_found'),
      failure(400, 'validation_error'),
    ]) {
      expect(tokenOutcome('reset_password', { wellFormed: true, data: undefined, error })).toEqual(expired);
    }
    expect(
      tokenOutcome('reset_password', { wellFormed: true, data: answer('verify_email'), error: null }),
    ).toEqual(expired);
  });

  it('says when the server could not be reached or refused for another reason', () => {
    const limited = failure(429, 'rate_limited');
    expect(tokenOutcome('verify_email', { wellFormed: true, data: undefined, error: limited })).toEqual({
      type: 'failed',
      error: limited,
    });
  });
});
