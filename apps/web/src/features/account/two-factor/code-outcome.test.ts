import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { codeFailure } from './code-outcome.ts';

const failure = (status: number, code: string) => new ApiError({ status, code, detail: '' });

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
