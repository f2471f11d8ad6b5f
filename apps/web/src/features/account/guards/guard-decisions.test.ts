import type { UserData } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { userDataFixture } from '../test-support/user-data-fixture.ts';
import { adminDecision, loginDecision, planDecision, verifiedDecision } from './guard-decisions.ts';

const user = (overrides: Partial<UserData> = {}): { user_data: UserData } => ({
  user_data: userDataFixture(overrides),
});

const settled = <T>(data: T) => ({ settled: true, failed: false, data });
const pending = { settled: false, failed: false, data: undefined };
const failed = { settled: true, failed: true, data: undefined };

describe('guards', () => {
  it('login: waits for a fresh check, then lets a valid session in and sends others to log in', () => {
    expect(loginDecision(pending)).toBe('wait');
    expect(loginDecision({ settled: false, failed: false, data: { valid: true } })).toBe('wait');
    expect(loginDecision(settled({ valid: true }))).toBe('allow');
    expect(loginDecision(settled({ valid: false }))).toBe('login');
    expect(loginDecision(failed)).toBe('error');
  });

  it('verified email: unverified users go home', () => {
    expect(verifiedDecision(settled(user()))).toBe('allow');
    expect(verifiedDecision(settled(user({ is_email_verified: false })))).toBe('home');
    expect(verifiedDecision(pending)).toBe('wait');
  });

  it('admin: staff or superuser only', () => {
    expect(adminDecision(settled(user()))).toBe('home');
    expect(adminDecision(settled(user({ is_staff: true })))).toBe('allow');
    expect(adminDecision(settled(user({ is_superuser: true })))).toBe('allow');
    expect(adminDecision(pending)).toBe('wait');
  });

  it('admin: a profile that could not be fetched is an error to retry, not a refusal', () => {
    expect(adminDecision(failed)).toBe('error');
  });

  it('plan permission: users without a permitted plan go to the plans page', () => {
    expect(planDecision(settled({ verified: true }))).toBe('allow');
    expect(planDecision(settled({ verified: false }))).toBe('plans');
    expect(planDecision(pending)).toBe('wait');
  });
});
