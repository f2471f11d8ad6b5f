import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { codeFailure, expiredByTime, remainingAttempts, stateAfterFailure } from './code-outcome.ts';

const failure = (status: number, code: string, meta: Record<string, unknown> = {}) =>
  new ApiError({ status, code, detail: '', meta });
const empty = () => ['', '', '', '', '', ''];
const typed = { digits: ['1', '2', '3', '4', '5', '6'], burned: false };

describe('codeFailure', () => {
  it('lets the user retry a wrong code or a rate limit', () => {
    expect(codeFailure(failure(400, 'invalid_code'))).toBe('retry');
    expect(codeFailure(failure(429, 'email_send_limit'))).toBe('retry');
    expect(codeFailure(new Error('offline'))).toBe('retry');
  });

  it('asks for Resend once the code is burned', () => {
    expect(codeFailure(failure(400, 'code_exhausted'))).toBe('resend');
  });

  it('leaves an expired or unknown page', () => {
    expect(codeFailure(failure(410, 'code_expired'))).toBe('leave');
    expect(codeFailure(failure(400, 'invalid_page'))).toBe('leave');
  });
});

describe('stateAfterFailure', () => {
  it('empties the boxes after a wrong code, and disables them once it is burned', () => {
    expect(stateAfterFailure(typed, failure(400, 'invalid_code'), 'check', empty)).toEqual({
      digits: empty(),
      burned: false,
    });
    expect(stateAfterFailure(typed, failure(400, 'code_exhausted'), 'check', empty)).toEqual({
      digits: empty(),
      burned: true,
    });
  });

  it('keeps the typed digits and the burned state when Resend fails', () => {
    const burned = { digits: empty(), burned: true };
    expect(stateAfterFailure(burned, failure(429, 'email_send_limit'), 'resend', empty)).toBe(burned);
    expect(stateAfterFailure(typed, new Error('offline'), 'resend', empty)).toBe(typed);
  });

  it('leaves when the page is gone, whichever call found out', () => {
    expect(stateAfterFailure(typed, failure(400, 'invalid_page'), 'resend', empty)).toBe('leave');
    expect(stateAfterFailure(typed, failure(410, 'code_expired'), 'check', empty)).toBe('leave');
  });
});

describe('the failure details', () => {
  it('reads the tries left from a wrong code only', () => {
    expect(remainingAttempts(failure(400, 'invalid_code', { remaining_attempts: 3 }))).toBe(3);
    expect(remainingAttempts(failure(400, 'invalid_code'))).toBeNull();
    expect(remainingAttempts(failure(400, 'code_exhausted', { remaining_attempts: 0 }))).toBeNull();
  });

  it('tells an expired page from an unknown one', () => {
    expect(expiredByTime(failure(410, 'code_expired'))).toBe(true);
    expect(expiredByTime(failure(400, 'invalid_page'))).toBe(false);
  });
});
