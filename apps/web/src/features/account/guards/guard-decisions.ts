import type { UserData } from '@galley/contracts';

/** A guard's answer: render the page, wait for the server, or send the visitor elsewhere. */
export type GuardDecision = 'wait' | 'allow' | 'login' | 'home' | 'plans' | 'error';

/** What a guard knows of a server answer: still coming, failed, or here. */
export interface Answer<T> {
  settled: boolean;
  failed: boolean;
  data: T | undefined;
}

/**
 * Login guard (spec §4): the session check decides, not the stored user — a user whose session died
 * goes home with the login modal open. A check that could not be made is an error, not a logout.
 */
export function loginDecision(session: Answer<{ valid: boolean }>): GuardDecision {
  if (session.data && session.settled) return session.data.valid ? 'allow' : 'login';
  if (session.failed) return 'error';
  return 'wait';
}

/** Verified-email guard (manuscript area): an unverified user goes home with the spec's message. */
export function verifiedDecision(profile: Answer<{ user_data: UserData }>): GuardDecision {
  if (profile.data && profile.settled) return profile.data.user_data.is_email_verified ? 'allow' : 'home';
  if (profile.failed) return 'error';
  return 'wait';
}

/**
 * Admin guard: staff or superuser, else home with 'You are not authorized to access this page.' A
 * profile that could not be fetched says nothing about rights: an error with Retry, like the others.
 */
export function adminDecision(profile: Answer<{ user_data: UserData }>): GuardDecision {
  if (profile.data && profile.settled) {
    const { is_staff, is_superuser } = profile.data.user_data;
    return is_staff || is_superuser ? 'allow' : 'home';
  }
  if (profile.failed) return 'error';
  return 'wait';
}

/** Plan guard: users the plan check does not clear go to the plans page (user.plans). */
export function planDecision(permission: Answer<{ verified: boolean }>): GuardDecision {
  if (permission.data && permission.settled) return permission.data.verified ? 'allow' : 'plans';
  if (permission.failed) return 'error';
  return 'wait';
}
