import { describe, expect, it } from 'vitest';
import { maskUrlTokens } from './request-log.ts';

describe('maskUrlTokens', () => {
  it('masks the token of email-link pages, in every locale', () => {
    expect(maskUrlTokens('/verify/reset-password/abc.DEF-123')).toBe('/verify/reset-password/[redacted]');
    expect(maskUrlTokens('/ko/verify/authentication/email/tok3n')).toBe(
      '/ko/verify/authentication/email/[redacted]',
    );
  });

  it('keeps the reset result page and ordinary paths', () => {
    expect(maskUrlTokens('/verify/reset-password/result')).toBe('/verify/reset-password/result');
    expect(maskUrlTokens('/ja/pricing')).toBe('/ja/pricing');
    expect(maskUrlTokens('/api/v1/security/csrf-token/')).toBe('/api/v1/security/csrf-token/');
  });

  it('never keeps a query string', () => {
    expect(maskUrlTokens('/api/v1/users/profile/?email=a@b.c')).toBe('/api/v1/users/profile/?[redacted]');
  });
});
