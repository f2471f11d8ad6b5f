import { describe, expect, it } from 'vitest';
import { sessionEndTarget } from './session-end-target.ts';

describe('sessionEndTarget', () => {
  it('sends the user home from pages that need a login, in any language', () => {
    for (const path of ['/users/profile', '/ko/users/plan', '/manuscript', '/ja/admin/templateEditor']) {
      expect(sessionEndTarget(path)).toBe('home');
    }
  });

  it('keeps verification, reset, code and public pages in place', () => {
    for (const path of [
      '/',
      '/ko',
      '/pricing',
      '/verify/email/abc',
      '/zh/verify/reset-password/abc',
      '/authentication/email/abc',
      '/register',
      '/usersguide',
    ]) {
      expect(sessionEndTarget(path)).toBe('stay');
    }
  });
});
