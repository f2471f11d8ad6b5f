import { OTP_LIFETIME_SECONDS } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { parsePendingLogin, startPendingLogin, withCodeDeadline } from './pending-login.ts';

describe('the pending login', () => {
  it('gives the first code the full lifetime from the login', () => {
    expect(startPendingLogin('ada@example.org', '/users/profile', 'tok-1', 1_000)).toEqual({
      email: 'ada@example.org',
      next: '/users/profile',
      deadlines: { 'tok-1': 1_000 + OTP_LIFETIME_SECONDS * 1000 },
    });
  });

  it('keeps each code page deadline across a reload (what the page stored, read back)', () => {
    const first = startPendingLogin('ada@example.org', null, 'tok-1', 0);
    const resent = withCodeDeadline(first, 'tok-2', 500_000);
    expect(parsePendingLogin(JSON.stringify(resent))).toEqual({
      email: 'ada@example.org',
      next: null,
      deadlines: { 'tok-1': 300_000, 'tok-2': 500_000 },
    });
  });

  it('keeps only the newest few deadlines', () => {
    let pending = startPendingLogin('ada@example.org', null, 'tok-0', 0);
    for (let index = 1; index <= 9; index += 1) pending = withCodeDeadline(pending, `tok-${index}`, index);
    expect(Object.keys(pending.deadlines)).toEqual(['tok-5', 'tok-6', 'tok-7', 'tok-8', 'tok-9']);
  });

  it('reads an older or damaged copy safely', () => {
    expect(parsePendingLogin(JSON.stringify({ email: 'ada@example.org', next: null }))).toEqual({
      email: 'ada@example.org',
      next: null,
      deadlines: {},
    });
    expect(parsePendingLogin('{broken')).toBeNull();
    expect(parsePendingLogin(JSON.stringify({ email: '' }))).toBeNull();
    expect(parsePendingLogin(null)).toBeNull();
  });
});
